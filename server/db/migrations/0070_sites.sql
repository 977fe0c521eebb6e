-- Sites (a farm, a reservoir, a greenhouse base) with their own map layout, and the ponds of the
-- breeding map. Devices belong to a site by company and distance from its centre (radius_m).

create table sites (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  name text not null,
  name_en text,
  kind text not null check (kind in ('aquaculture', 'reservoir', 'greenhouse', 'other')),
  longitude double precision not null check (longitude between -180 and 180),
  latitude double precision not null check (latitude between -90 and 90),
  radius_m double precision not null default 1000 check (radius_m > 0),
  -- GeoJSON FeatureCollection of the site's own features (greenhouses, dam, buildings, water,
  -- boundary); properties.kind says which. Ponds are kept apart in `ponds` because users edit them.
  layout jsonb not null default '{"type":"FeatureCollection","features":[]}',
  -- Drone photogrammetry model: {"format": "glb" | "3dtiles", "url": "..."}; null when none.
  drone_model jsonb,
  created_at timestamptz not null default now()
);
create index sites_tenant_idx on sites (tenant_id);

create table ponds (
  id serial primary key,
  site_id integer not null references sites(id) on delete cascade,
  tenant_id integer not null references companies(id) on delete cascade,
  name text not null,
  -- Outer ring as [[longitude, latitude], ...], not closed, 3 or more vertices.
  polygon jsonb not null,
  -- The water-quality monitor (usually an AW device) whose readings colour the pond.
  device_id text references devices(device_id) on delete set null,
  species text,
  stock_count integer check (stock_count >= 0),
  stocked_at text check (stocked_at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  -- Stocking density in fish per square metre, as the farmer states it.
  density double precision check (density >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ponds_site_idx on ponds (site_id);
create index ponds_tenant_idx on ponds (tenant_id);
