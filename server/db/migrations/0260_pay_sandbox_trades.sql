-- The sandbox payment provider's trades (issue 22), kept in the database rather than in one
-- process's memory, so that a restart, or a second API instance behind the same database, still
-- knows an order placed before it: its pay page confirms, its query answers. The sandbox stands in
-- for the provider's own books; nothing else reads this table.
create table pay_sandbox_trades (
  order_no text primary key check (length(order_no) between 6 and 32),
  amount integer not null check (amount > 0),
  description text not null,
  state text not null default 'NOTPAY' check (state in ('NOTPAY', 'SUCCESS', 'CLOSED')),
  transaction_id text,
  -- The notification once sent: a second confirmation re-sends it, as the provider retries.
  notification_body text,
  created_at timestamptz not null default now()
);
