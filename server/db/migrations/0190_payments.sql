-- Orders of the recharge centre (issue 22): a device's SIM data plan or a company's notification
-- credit, paid through a provider (WeChat Pay v3 Native, or the local sandbox). Amounts are in
-- fen (the provider's unit), so no floating point touches money. A payment notification is
-- applied once: its transaction id is unique, and the order moves from not paid to paid with a
-- conditional update in the same transaction that fulfils it.
create table pay_orders (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  user_id integer references users(id) on delete set null,
  order_no text not null unique check (length(order_no) between 6 and 32),
  kind text not null check (kind in ('sim', 'credit')),
  items jsonb not null,
  amount integer not null check (amount > 0),
  status text not null default 'notpay' check (status in ('notpay', 'paid', 'closed', 'refunded')),
  provider text not null check (length(provider) between 1 and 20),
  code_url text,
  transaction_id text unique,
  expires_at timestamptz not null,
  paid_at timestamptz,
  closed_at timestamptz,
  refunded_at timestamptz,
  refund_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pay_orders_tenant_idx on pay_orders (tenant_id, created_at desc);
create index pay_orders_user_idx on pay_orders (user_id, created_at desc);

-- Every notification that passed the signature check, kept for audit; a replay of the same
-- notification id is ignored.
create table pay_notifications (
  id text primary key check (length(id) between 1 and 64),
  order_no text not null,
  transaction_id text,
  trade_state text not null,
  amount integer,
  applied boolean not null,
  received_at timestamptz not null default now()
);

-- A company's notification credit: SMS and phone-call actions of linkage rules draw one unit
-- each; at zero they fall back to the message center.
create table notification_credit (
  tenant_id integer primary key references companies(id) on delete cascade,
  balance integer not null default 0 check (balance >= 0),
  updated_at timestamptz not null default now()
);
