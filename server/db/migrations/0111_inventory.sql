-- Inventory records of a company (spec 7005, POST /inventoryManage): one product's import and
-- export with dates, who is responsible, a phone and the factory number. The company is the
-- product's. Remaining stock is import - export, never negative; a deleted record goes to the
-- recycle bin (deleted_at).
create table inventory_records (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  product_id integer not null references products(id) on delete cascade,
  import_num double precision not null check (import_num >= 0),
  import_date date not null,
  export_num double precision not null check (export_num >= 0 and export_num <= import_num),
  export_date date not null check (export_date >= import_date),
  person text not null check (length(person) between 1 and 50),
  phone text not null,
  factory_no text not null check (factory_no ~ '^[0-9]{1,32}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index inventory_records_tenant_idx on inventory_records (tenant_id);
create index inventory_records_product_idx on inventory_records (product_id);
