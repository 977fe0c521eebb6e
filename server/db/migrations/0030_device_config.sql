-- Device configuration (issue 9): alarm contacts, linkage rules and their history, the message
-- center's notifications, commands sent to devices with their replies, point-to-point messages.

create table alarm_contacts (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  name text not null,
  phone text not null,
  wechat text,
  email text,
  created_at timestamptz not null default now()
);
create index alarm_contacts_tenant_idx on alarm_contacts (tenant_id);

create table rules (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  name text not null,
  description text,
  triggers jsonb not null,
  actions jsonb not null,
  delay_s integer not null default 0,
  warning_interval_s integer not null default 1800 check (warning_interval_s >= 1),
  notify_users jsonb not null default '[]',
  enabled boolean not null default true,
  last_fired_at timestamptz,
  created_by integer references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index rules_tenant_idx on rules (tenant_id);

create table rule_history (
  id bigserial primary key,
  rule_id integer not null references rules(id) on delete cascade,
  tenant_id integer not null,
  fired_at timestamptz not null default now(),
  manual boolean not null default false,
  cause jsonb not null,
  results jsonb not null
);
create index rule_history_rule_time_idx on rule_history (rule_id, fired_at desc);
create index rule_history_tenant_time_idx on rule_history (tenant_id, fired_at desc);

-- The message center: rule outputs and the `log` delivery of sms/phone/wechat/e-mail.
create table notifications (
  id bigserial primary key,
  tenant_id integer references companies(id) on delete cascade,
  user_id integer references users(id) on delete cascade,
  channel text not null,
  recipient text,
  title text not null,
  body text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index notifications_tenant_time_idx on notifications (tenant_id, created_at desc);
create index notifications_user_time_idx on notifications (user_id, created_at desc);

create table device_commands (
  id bigserial primary key,
  device_id text not null references devices(device_id) on delete cascade,
  tenant_id integer not null,
  source text not null default 'manual' check (source in ('manual', 'rule', 'h5')),
  payload jsonb not null,
  expected_reply text,
  sent_at timestamptz not null default now(),
  reply jsonb,
  replied_at timestamptz,
  user_id integer references users(id) on delete set null,
  user_name text
);
create index device_commands_device_time_idx on device_commands (device_id, sent_at desc);

create table p2p_messages (
  id bigserial primary key,
  tenant_id integer not null,
  from_device text not null references devices(device_id) on delete cascade,
  to_device text not null references devices(device_id) on delete cascade,
  content text not null,
  origin text not null check (origin in ('device', 'user')),
  user_id integer references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index p2p_messages_from_idx on p2p_messages (from_device, created_at desc);
create index p2p_messages_to_idx on p2p_messages (to_device, created_at desc);
