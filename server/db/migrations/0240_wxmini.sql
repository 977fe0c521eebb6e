-- WeChat mini-program notices (issue 22). A user binds the openid that WeChat gave the
-- mini-program for them (exchanged from a wx.login code, never typed in), so linkage rules can
-- send them subscribe messages. One binding per user; rebinding replaces it.
create table wxmini_bindings (
  user_id integer primary key references users(id) on delete cascade,
  tenant_id integer references companies(id) on delete cascade,
  openid text not null check (length(openid) between 1 and 64),
  bound_at timestamptz not null default now()
);
create index wxmini_bindings_tenant_idx on wxmini_bindings (tenant_id);

-- Every SMS or phone-call message of a linkage rule, written in the same transaction that draws
-- (or fails to draw) one unit of the company's notification credit: `charged` false means the
-- credit had run out and the message went to the message center instead.
create table notification_charges (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  rule_id integer,
  channel text not null check (channel in ('sms', 'phone')),
  recipient text not null check (length(recipient) between 1 and 255),
  charged boolean not null,
  created_at timestamptz not null default now()
);
create index notification_charges_tenant_idx on notification_charges (tenant_id, created_at desc);
