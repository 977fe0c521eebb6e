-- Cameras (spec section 3 "Camera": name, deviceSerial, channelNo) and their stored snapshots.

create table cameras (
  id serial primary key,
  tenant_id integer not null references companies(id),
  -- The monitoring device the camera watches; an ordinary customer sees the cameras of its bound devices.
  device_id text references devices(device_id) on delete set null,
  name text not null,
  "deviceSerial" text not null,
  -- EZVIZ numbers channels from 1; an Imou camera keeps its channelId (from 0) here.
  "channelNo" integer not null default 1,
  provider text not null default 'sim' check (provider in ('sim', 'ezviz', 'imou')),
  -- Only for sim cameras: how lively the synthetic pond is, 0 (still) .. 1 (darting).
  motion double precision not null default 0.5 check (motion >= 0 and motion <= 1),
  enabled smallint not null default 1,
  created_at timestamptz not null default now(),
  unique ("deviceSerial", "channelNo")
);
create index cameras_tenant_idx on cameras (tenant_id);
create index cameras_device_idx on cameras (device_id);

create table snapshots (
  id bigserial primary key,
  tenant_id integer not null references companies(id),
  camera_id integer references cameras(id) on delete set null,
  "deviceSerial" text not null,
  "channelNo" integer not null,
  device_id text references devices(device_id) on delete set null,
  -- The stored file's name under DATA_DIR/snapshots; the spec's img_name.
  img_name text not null unique,
  type text not null default 'manual',
  size_bytes integer not null,
  published smallint not null default 0,
  published_at timestamptz,
  taken_at timestamptz not null default now()
);
create index snapshots_tenant_time_idx on snapshots (tenant_id, taken_at desc);
create index snapshots_serial_time_idx on snapshots ("deviceSerial", taken_at desc);
create index snapshots_device_time_idx on snapshots (device_id, taken_at desc);
