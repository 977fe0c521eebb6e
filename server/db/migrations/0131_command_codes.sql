-- The command-code catalogue (issue 17, /system/code 8003, POST /commandCodeManage): per device
-- type, the commands it accepts. A row without a company is a platform default every company sees
-- and only the platform admin edits; a company's own row with the same code shadows the default
-- for that company's devices. Deleted rows go to the recycle bin (deleted_at).
create table command_codes (
  id serial primary key,
  tenant_id integer references companies(id) on delete cascade,
  device_type text not null,
  code text not null check (code ~ '^[A-Za-z0-9_.:-]{1,64}$'),
  name text not null check (length(name) between 1 and 50),
  name_en text,
  params jsonb,
  reply_code text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index command_codes_type_idx on command_codes (device_type);
-- One live code per device type and owner (the platform counts as owner 0).
create unique index command_codes_owner_code_key on command_codes (coalesce(tenant_id, 0), device_type, code) where deleted_at is null;

-- Platform defaults for the switches the simulator honours (a command's parameters set them).
insert into command_codes (tenant_id, device_type, code, name, name_en, params, reply_code) values
  (null, 'AW', 'aerator_on', '开启增氧机', 'Aerator on', '{"aerator": 1}', null),
  (null, 'AW', 'aerator_off', '关闭增氧机', 'Aerator off', '{"aerator": 0}', null),
  (null, 'PTP', 'relay_on', '继电器吸合', 'Relay on', '{"relay": 1}', null),
  (null, 'PTP', 'relay_off', '继电器断开', 'Relay off', '{"relay": 0}', null);
