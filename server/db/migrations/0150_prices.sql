-- Market price lists (spec 3007, POST /priceProduct, /priceManage): one row per product, market and
-- day as a company records or imports it. Product and market are free text (a wholesale market's
-- quote names things its own way), not the product catalogue. A deleted row goes to the recycle
-- bin (deleted_at) and leaves the trend.
create table prices (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  product text not null check (length(product) between 1 and 50),
  variety text,
  market text not null check (length(market) between 1 and 100),
  unit text not null check (length(unit) between 1 and 20),
  price double precision not null check (price > 0),
  day date not null,
  source text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index prices_tenant_day_idx on prices (tenant_id, day);
create index prices_series_idx on prices (tenant_id, product, market, day);
