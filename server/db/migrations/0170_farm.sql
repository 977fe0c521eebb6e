-- Production logs, warehousing and sales of aquaculture bases (issue 21), one typed table per
-- resource of the farm registry (shared/contract/farm). The registry checks at start that each
-- table has its declared columns. Times are the farm's wall-clock minute as entered
-- ('YYYY-MM-DD HH:mm'), dates 'YYYY-MM-DD'. Ponds are the breeding map's (0070), not a copy.

create table farm_persons (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  role text not null check (role in ('supplier', 'customer')),
  name text not null,
  contact text,
  phone text,
  company text,
  address text,
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index farm_persons_tenant_idx on farm_persons (tenant_id, role);

-- Seedlings, fodder and medicines; `stock` changes only with a movement (farm_stock_moves), by a
-- conditional update that never takes it below zero.
create table farm_items (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  kind text not null check (kind in ('seed', 'fodder', 'medicine')),
  name text not null,
  specification text,
  unit text not null,
  stock double precision not null default 0 check (stock >= 0),
  low_stock double precision check (low_stock >= 0),
  supplier_id integer references farm_persons(id),
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index farm_items_tenant_idx on farm_items (tenant_id, kind);

create table farm_stock_moves (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  item_id integer not null references farm_items(id),
  direction text not null check (direction in ('in', 'out')),
  quantity double precision not null check (quantity > 0),
  -- The item's stock right after this movement.
  balance double precision not null check (balance >= 0),
  -- 'receipt' and 'issue' are entered on the ledger; otherwise the log resource that drew or returned it.
  source text not null,
  source_id integer,
  supplier_id integer references farm_persons(id),
  pond_id integer references ponds(id) on delete set null,
  at text not null check (at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$'),
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index farm_stock_moves_item_idx on farm_stock_moves (item_id, id);

create table farm_transports (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  vehicle text not null,
  driver text,
  from_place text not null,
  to_place text not null,
  cargo text,
  at text not null check (at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$'),
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index farm_transports_tenant_idx on farm_transports (tenant_id);

-- The production logs: one live entry of a kind per pond and minute (the unique index settles a
-- race the service's check cannot see).
create table farm_seedings (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  pond_id integer not null references ponds(id),
  at text not null check (at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$'),
  species text not null,
  batch text not null,
  count integer not null check (count > 0),
  size double precision check (size >= 0),
  supplier_id integer references farm_persons(id),
  item_id integer references farm_items(id),
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index farm_seedings_pond_at_key on farm_seedings (pond_id, at) where deleted_at is null;

create table farm_feedings (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  pond_id integer not null references ponds(id),
  at text not null check (at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$'),
  item_id integer not null references farm_items(id),
  quantity double precision not null check (quantity > 0),
  handler text,
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index farm_feedings_pond_at_key on farm_feedings (pond_id, at) where deleted_at is null;

create table farm_patrols (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  pond_id integer not null references ponds(id),
  at text not null check (at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$'),
  weather text,
  observation text not null,
  measures text,
  item_id integer references farm_items(id),
  quantity double precision check (quantity > 0),
  handler text,
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index farm_patrols_pond_at_key on farm_patrols (pond_id, at) where deleted_at is null;

create table farm_water_changes (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  pond_id integer not null references ponds(id),
  at text not null check (at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$'),
  volume double precision not null check (volume > 0),
  depth_after double precision,
  handler text,
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index farm_water_changes_pond_at_key on farm_water_changes (pond_id, at) where deleted_at is null;

create table farm_samplings (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  pond_id integer not null references ponds(id),
  at text not null check (at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$'),
  count integer not null check (count > 0),
  mean_weight double precision not null check (mean_weight > 0),
  handler text,
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index farm_samplings_pond_at_key on farm_samplings (pond_id, at) where deleted_at is null;

create table farm_water_tests (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  pond_id integer not null references ponds(id),
  at text not null check (at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$'),
  ph double precision,
  oxygen double precision,
  ammonia double precision,
  nitrite double precision,
  temperature double precision,
  lab text,
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index farm_water_tests_pond_at_key on farm_water_tests (pond_id, at) where deleted_at is null;

create table farm_machine_logs (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  machine text not null,
  content text not null,
  at text not null check (at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$'),
  measures text,
  note text,
  handler text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index farm_machine_logs_tenant_idx on farm_machine_logs (tenant_id);

create table farm_sales (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  pond_id integer not null references ponds(id),
  batch text not null,
  customer_id integer not null references farm_persons(id),
  sold_on text not null check (sold_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  count integer not null check (count > 0),
  weight double precision not null check (weight > 0),
  price double precision not null check (price >= 0),
  -- The batch's traceability record (0120): linked, not copied.
  trace_id integer references trace_records(id),
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index farm_sales_tenant_idx on farm_sales (tenant_id, pond_id);
