-- An order that needs staff (issue 22): a payment notification of SUCCESS that arrives for an
-- order already closed here (the payer paid as it was being closed, or the provider delivered
-- late). It is neither dropped nor fulfilled on its own: the order keeps its status, records the
-- provider's transaction, and is marked so that order management shows it; staff refund it (or
-- deliver by hand) and record the refund.
alter table pay_orders add column attention text check (attention in ('paid_after_close'));
alter table pay_orders add column attention_at timestamptz;
create index pay_orders_attention_idx on pay_orders (tenant_id) where attention is not null;
