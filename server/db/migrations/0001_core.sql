-- Tenancy, users, sessions, access codes, devices and their parameters, logs, site configuration.

create table companies (
  id serial primary key,
  name text not null,
  alias text,
  timezone text not null default 'Asia/Shanghai',
  is_lock smallint not null default 0,
  created_at timestamptz not null default now()
);

create table users (
  id serial primary key,
  user_name text not null unique,
  real_name text,
  pwd_hash text not null,
  tenant_id integer references companies(id),
  user_type text not null check (user_type in ('admin', 'agent', 'customer')),
  telephone text,
  email text,
  department text,
  screen_type text not null default 'fish',
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now()
);
create index users_tenant_idx on users (tenant_id);

-- The companies an agent customer manages (besides its own tenant).
create table agent_companies (
  user_id integer not null references users(id) on delete cascade,
  company_id integer not null references companies(id) on delete cascade,
  primary key (user_id, company_id)
);

create table user_access (
  user_id integer not null references users(id) on delete cascade,
  code text not null,
  primary key (user_id, code)
);

create table sessions (
  id text primary key,
  user_id integer not null references users(id) on delete cascade,
  remember boolean not null default false,
  ip text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user_idx on sessions (user_id);

create table devices (
  device_id text primary key,
  device_name text not null,
  device_type text not null check (device_type in ('ET', 'AW', 'EX', 'T', 'AG', 'EYZ', 'ES', 'PTP', 'EWL')),
  description text,
  video_channel text,
  is_enable smallint not null default 1,
  sim_number text,
  sim_type text,
  iccid text,
  supplier text,
  expiry_date date,
  address text,
  province text,
  city text,
  longitude double precision,
  latitude double precision,
  status text not null default 'offline',
  remaining_flow double precision,
  last_update timestamptz,
  tenant_id integer not null references companies(id),
  secret_hash text,
  deleted_at timestamptz,
  created_at timestamptz not null default now()
);
create index devices_tenant_idx on devices (tenant_id);

-- Devices bound to a user; an ordinary customer sees only these.
create table device_users (
  user_id integer not null references users(id) on delete cascade,
  device_id text not null references devices(device_id) on delete cascade,
  primary key (user_id, device_id)
);
create index device_users_device_idx on device_users (device_id);

-- Parameter definitions: what a param_key is, shared by all devices.
create table param_defs (
  param_key text primary key,
  param_name text not null,
  param_name_en text,
  param_type text not null default 'float' check (param_type in ('float', 'switch', 'boolean')),
  param_unit text,
  icon_key text,
  status smallint not null default 1,
  "desc" text
);

-- Parameter configuration per device (spec section 3); names kept as the spec spells them.
create table device_params (
  device_id text not null references devices(device_id) on delete cascade,
  param_key text not null references param_defs(param_key),
  name text not null,
  max double precision,
  min double precision,
  "isHigh" smallint not null default 2,
  period integer not null default 10,
  "maxTime" integer not null default 3,
  "startValue" double precision,
  "endValue" double precision,
  "waitTime" integer not null default 0,
  correcting double precision not null default 0,
  "valuePerfectL" double precision,
  "valuePerfectH" double precision,
  prompt_id integer,
  "isOpen" smallint not null default 1,
  primary key (device_id, param_key)
);

create table login_log (
  id bigserial primary key,
  user_name text not null,
  user_id integer,
  ip text,
  login_type text not null default 'platform',
  success boolean not null,
  created_at timestamptz not null default now()
);
create index login_log_user_time_idx on login_log (user_name, created_at);
create index login_log_ip_time_idx on login_log (ip, created_at);

create table op_log (
  id bigserial primary key,
  user_id integer,
  user_name text,
  tenant_id integer,
  ip text,
  method text not null,
  path text not null,
  target text,
  status_code integer not null,
  success boolean not null,
  created_at timestamptz not null default now()
);
create index op_log_time_idx on op_log (created_at);

create table site_config (
  key text primary key,
  value jsonb not null
);
