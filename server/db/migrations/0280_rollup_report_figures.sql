-- What a period report needs from the rollups so that a month reads daily rows and no raw row
-- (issue 18): per hour and per local day, the time of the first valid reading equal to the minimum
-- and to the maximum, and the valid readings outside the alarm limits (min..max) and outside the
-- best range (valuePerfectL..valuePerfectH) counted against the bounds stored beside them.
-- A null bound beside a count is open; a null count is unknown (rows written before this
-- migration, a bound changed within the hour or day): the report then counts those hours again
-- from raw rows. A null time is unknown too (the report reads it from the raw rows).
alter table telemetry_hourly
  add column min_ts timestamptz,
  add column max_ts timestamptz,
  add column out_limits integer,
  add column out_best integer,
  add column limit_low double precision,
  add column limit_high double precision,
  add column best_low double precision,
  add column best_high double precision;

alter table telemetry_daily
  add column min_ts timestamptz,
  add column max_ts timestamptz,
  add column out_limits integer,
  add column out_best integer,
  add column limit_low double precision,
  add column limit_high double precision,
  add column best_low double precision,
  add column best_high double precision;
