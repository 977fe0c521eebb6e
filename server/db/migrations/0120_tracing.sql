-- Traceability batches (spec section 3 "Tracing info", 7004, POST /traceManage) and their image and
-- video. A deleted batch goes to the recycle bin (deleted_at); its QR code answers "not found" to
-- the public until it is restored. A batch number is unique among a company's live batches and
-- limited to characters a URL carries unescaped (the QR code holds /tracing/search?batch=<it>).
create table trace_records (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  product_id integer not null references products(id),
  batch_no text not null check (batch_no ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
  brand_name text,
  selling_unit text,
  sales_phone text,
  sales_address text,
  producing_unit text,
  origin_address text,
  longitude double precision check (longitude between -180 and 180),
  latitude double precision check (latitude between -90 and 90),
  warranty_months integer check (warranty_months between 0 and 600),
  -- The base whose devices' daily rollups make the batch's water-quality summary.
  site_id integer references sites(id) on delete set null,
  -- The growing period, as calendar days (the daily rollups are keyed by local day).
  stocking_date text check (stocking_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  delivery_time text check (delivery_time ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  note text,
  trace_link text check (trace_link ~* '^https?://'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index trace_records_tenant_idx on trace_records (tenant_id);
create index trace_records_batch_idx on trace_records (batch_no) where deleted_at is null;
create unique index trace_records_tenant_batch_key on trace_records (tenant_id, batch_no) where deleted_at is null;

-- One image and one video per batch, kept in the database with the rows (durable with them, and
-- removed with them); the type is what the bytes are, sniffed on upload, never what the browser said.
create table trace_media (
  record_id integer not null references trace_records(id) on delete cascade,
  kind text not null check (kind in ('image', 'video')),
  mime text not null,
  bytes bytea not null,
  size integer not null,
  etag text not null,
  updated_at timestamptz not null default now(),
  primary key (record_id, kind)
);
