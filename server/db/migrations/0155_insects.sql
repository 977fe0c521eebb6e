-- Insect monitoring (issue 19). A trap is any device with the insect_count parameter: its
-- pictures are counted on the server and the count is also ingested as that parameter's reading,
-- so alarms and linkage rules apply to it like to any other.
insert into param_defs (param_key, param_name, param_name_en, param_type, param_unit, icon_key, "desc")
values ('insect_count', '虫情数量', 'Insect count', 'float', '', 'bug', 'Insects counted on the latest trap picture')
on conflict (param_key) do nothing;

-- One row per trap picture; the file lives under DATA_DIR/insects. Boxes: [{x,y,w,h,n}] in the
-- picture's pixels. Pictures are kept as evidence, not edited, so there is no recycle bin.
create table insect_pictures (
  id bigserial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  device_id text not null references devices(device_id) on delete cascade,
  img_name text not null unique,
  taken_at timestamptz not null,
  count integer not null check (count >= 0),
  boxes jsonb not null default '[]',
  width integer not null,
  height integer not null,
  board text,
  analysis_ms integer not null default 0,
  size_bytes integer not null,
  created_at timestamptz not null default now()
);
create index insect_pictures_device_time_idx on insect_pictures (device_id, taken_at desc);
create index insect_pictures_tenant_time_idx on insect_pictures (tenant_id, taken_at desc);

-- Areas a company draws over its traps (GET /getWormStatisticsByGroup's groupId). The outline is
-- a polygon of [longitude, latitude] points; deleted areas go to the recycle bin.
create table insect_areas (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  name text not null check (length(name) between 1 and 50),
  note text,
  outline jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index insect_areas_tenant_idx on insect_areas (tenant_id);
create unique index insect_areas_tenant_name_key on insect_areas (tenant_id, name) where deleted_at is null;

create table insect_area_traps (
  area_id integer not null references insect_areas(id) on delete cascade,
  device_id text not null references devices(device_id) on delete cascade,
  primary key (area_id, device_id)
);
create index insect_area_traps_device_idx on insect_area_traps (device_id);
