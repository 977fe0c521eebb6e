-- Live telemetry: one narrow row per reading, plus rollups kept up to date at ingest so that long
-- ranges read at most one row per series and hour or day. No foreign key to devices: ingest stays a
-- single index insert, and the history of a removed device remains readable.

create table telemetry (
  device_id text not null,
  param_key text not null,
  ts timestamptz not null,
  value double precision not null,
  -- Outside the parameter's reasonable range (startValue..endValue): stored, flagged, left out of rollups.
  invalid boolean not null default false,
  primary key (device_id, param_key, ts)
);

-- Hour buckets start at the local hour of the device's company (date_trunc with its time zone).
create table telemetry_hourly (
  device_id text not null,
  param_key text not null,
  bucket timestamptz not null,
  min double precision not null,
  max double precision not null,
  sum double precision not null,
  count integer not null,
  last_value double precision not null,
  last_ts timestamptz not null,
  primary key (device_id, param_key, bucket)
);

-- Keyed by the local calendar date in the company's time zone, never the UTC date.
create table telemetry_daily (
  device_id text not null,
  param_key text not null,
  day date not null,
  min double precision not null,
  max double precision not null,
  sum double precision not null,
  count integer not null,
  last_value double precision not null,
  last_ts timestamptz not null,
  primary key (device_id, param_key, day)
);

-- The newest reading per series (valid or not), so a restart refills the real-time cache in one read.
create table telemetry_latest (
  device_id text not null,
  param_key text not null,
  ts timestamptz not null,
  value double precision not null,
  invalid boolean not null default false,
  primary key (device_id, param_key)
);
