-- Alarms raised from readings (warning) and from silence (fault), and the message center that
-- groups them per tenant.

create table alarms (
  id bigserial primary key,
  device_id text not null references devices(device_id) on delete cascade,
  tenant_id integer not null references companies(id) on delete cascade,
  -- null for a device fault (offline), otherwise the parameter that left its range.
  param_key text,
  kind text not null check (kind in ('warning', 'fault')),
  direction text not null check (direction in ('high', 'low', 'offline')),
  value double precision,
  threshold double precision,
  raised_at timestamptz not null,
  last_value double precision,
  last_ts timestamptz,
  notify_count integer not null default 0,
  last_notified_at timestamptz,
  acked_at timestamptz,
  acked_by integer references users(id) on delete set null,
  cleared_at timestamptz
);
-- At most one active alarm per device and parameter, whatever the concurrency.
create unique index alarms_one_active_idx on alarms (device_id, coalesce(param_key, '')) where cleared_at is null;
create index alarms_tenant_time_idx on alarms (tenant_id, raised_at desc);
create index alarms_device_time_idx on alarms (device_id, param_key, raised_at desc);

-- One message-center item per tenant and burst window: alarms raised close together are listed
-- in one notice instead of one message each.
create table alarm_notices (
  id bigserial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  count integer not null,
  items jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index alarm_notices_tenant_time_idx on alarm_notices (tenant_id, updated_at desc);

-- Read marks per user; a notice updated after the mark counts as unread again.
create table alarm_notice_reads (
  user_id integer not null references users(id) on delete cascade,
  notice_id bigint not null references alarm_notices(id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (user_id, notice_id)
);
