-- Issue 25: raw telemetry range-partitioned by ts, one partition per UTC week (Monday 00:00, as
-- date_trunc('week') and server/telemetry/partition-grid.ts count them; docs/decisions.md says why
-- a week). The lease holder makes the partitions ahead and drops those past the raw retention
-- (server/telemetry/partitions-plugin.ts); the rollups are separate tables and never partitioned.
--
-- The primary key keeps its columns and name: it includes ts, as a partitioned table's unique
-- keys must, and it is the arbiter of ingest's `on conflict do nothing`. The default partition
-- catches a reading no partition covers (a manual entry years back, or while no instance has made
-- the week's partition), so no reading is ever refused for lack of one; maintenance moves such
-- rows into a partition of their own.
--
-- The rows written before this migration are not copied: the old table becomes one partition
-- spanning the weeks from its oldest to its newest reading (a scan to find them and one to check
-- them on attaching, no rewrite), and retention drops it once its newest week is past the limit.
-- An empty old table (every new install) is simply replaced.
alter table telemetry rename to telemetry_legacy;
alter index telemetry_pkey rename to telemetry_legacy_pkey;

create table telemetry (
  device_id text not null,
  param_key text not null,
  ts timestamptz not null,
  value double precision not null,
  invalid boolean not null default false,
  manual boolean not null default false,
  marked_by integer,
  marked_at timestamptz,
  primary key (device_id, param_key, ts)
) partition by range (ts);

create table telemetry_default partition of telemetry default;

do $$
declare
  oldest timestamptz;
  newest timestamptz;
begin
  select min(ts), max(ts) into oldest, newest from telemetry_legacy;
  if oldest is null then
    drop table telemetry_legacy;
  else
    execute format('alter table telemetry attach partition telemetry_legacy for values from (%L) to (%L)',
      date_trunc('week', oldest at time zone 'UTC') at time zone 'UTC',
      (date_trunc('week', newest at time zone 'UTC') + interval '7 days') at time zone 'UTC');
  end if;
end $$;
