-- The product catalogue of a company (spec 8010, POST /productManage): what inventory records
-- and traceability batches pick from. A deleted product goes to the recycle bin (deleted_at) and
-- keeps the rows that name it; a name is unique among a company's products that are not deleted.
create table products (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  category text,
  specification text,
  unit text,
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index products_tenant_idx on products (tenant_id);
create unique index products_tenant_name_key on products (tenant_id, name) where deleted_at is null;
