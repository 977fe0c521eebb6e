-- After-sales tickets (spec section 3 aftersale_no, section 7 /afterSale/*): a customer opens one on
-- a device; staff accept it, assign a handler and add maintenance service records; the customer
-- closes it with a rating. Soft-deleted (deleted_at) so a withdrawn ticket stays recoverable.
create table aftersale_tickets (
  id serial primary key,
  aftersale_no text not null unique check (length(aftersale_no) between 6 and 32),
  tenant_id integer not null references companies(id) on delete cascade,
  device_id text not null,
  user_id integer references users(id) on delete set null,
  symptom text not null check (length(symptom) between 1 and 1000),
  photos jsonb not null default '[]',
  contact_phone text,
  status text not null default 'submitted' check (status in ('submitted', 'accepted', 'in_progress', 'resolved', 'closed')),
  handler text,
  rating integer check (rating between 1 and 5),
  rating_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index aftersale_tickets_tenant_idx on aftersale_tickets (tenant_id, created_at desc);

-- Maintenance service records of a ticket (spec section 3): content, time, measures, note, handler.
-- Named apart from issue 23's maintenance_records (preventive maintenance of a device, migration
-- 0200, which runs after this one); the two may be merged later.
create table aftersale_records (
  id serial primary key,
  ticket_id integer not null references aftersale_tickets(id) on delete cascade,
  content text not null check (length(content) between 1 and 1000),
  time timestamptz not null,
  measures text,
  note text,
  handler text not null check (length(handler) between 1 and 50),
  created_at timestamptz not null default now()
);
create index aftersale_records_ticket_idx on aftersale_records (ticket_id);

-- Suggestions (spec section 3 suggest_no, status): new -> read -> adopted or declined, with a reply.
create table suggestions (
  id serial primary key,
  suggest_no text not null unique check (length(suggest_no) between 6 and 32),
  tenant_id integer not null references companies(id) on delete cascade,
  user_id integer references users(id) on delete set null,
  content text not null check (length(content) between 1 and 2000),
  status text not null default 'new' check (status in ('new', 'read', 'adopted', 'declined')),
  reply text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index suggestions_tenant_idx on suggestions (tenant_id, created_at desc);
