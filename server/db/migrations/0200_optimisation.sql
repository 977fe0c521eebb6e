-- Optimisation (issue 23): tips a user dismissed for a while, completed maintenance, and which
-- overdue maintenance already reached the message center.

-- A dismissed tip stays hidden for its user until `until`; dismissing again moves the time.
create table tip_dismissals (
  user_id integer not null references users(id) on delete cascade,
  device_id text not null references devices(device_id) on delete cascade,
  rule_id text not null,
  param_key text not null,
  until timestamptz not null,
  created_at timestamptz not null default now(),
  primary key (user_id, device_id, rule_id, param_key)
);

-- Completed maintenance (content, time, measures, note, handler: the spec's maintenance service
-- record). Kept here until the service module's record exists; see docs/decisions.md for the merge.
create table maintenance_records (
  id bigserial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  device_id text not null references devices(device_id) on delete cascade,
  content text not null,
  done_at timestamptz not null,
  measures text,
  note text,
  handler text not null,
  created_by integer references users(id) on delete set null,
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index maintenance_records_device_idx on maintenance_records (device_id, done_at desc);

-- One message-center notice per device and maintenance cycle: the cycle starts at the last
-- maintenance (or never), so a device is announced again only after it was serviced.
create table pm_notices (
  device_id text not null references devices(device_id) on delete cascade,
  cycle_start timestamptz not null,
  notice_id integer,
  created_at timestamptz not null default now(),
  primary key (device_id, cycle_start)
);
