-- Modbus devices (issue 38 item 4): how the server reaches a device (an address it polls, or the
-- registration packet its DTU sends when it connects out), the framing spoken on that link (Modbus
-- TCP or RTU over TCP) and the device's register map, each
-- entry {param_key, address, function, type, scale, order} (shared/contract/api/modbus.ts).
create table modbus_devices (
  device_id text primary key references devices(device_id) on delete cascade,
  transport text not null check (transport in ('tcp', 'dtu')),
  framing text not null default 'tcp' check (framing in ('tcp', 'rtu')),
  host text,
  port integer check (port between 1 and 65535),
  unit_id smallint not null default 1 check (unit_id between 0 and 255),
  registration text,
  registers jsonb not null,
  updated_at timestamptz not null default now(),
  check ((transport = 'tcp' and host is not null and port is not null) or (transport = 'dtu' and registration is not null))
);
-- A registration packet names one device, whichever company's.
create unique index modbus_devices_registration_key on modbus_devices (registration) where registration is not null;
