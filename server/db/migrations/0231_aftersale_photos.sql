-- Photos of an after-sales ticket's symptom (issue 22 item 4), attached by the customer who opened
-- it. The image lives under DATA_DIR/service-photos as file_name (random); type told by its bytes.
-- A table rather than aftersale_tickets.photos (jsonb, unused) so each photo has an id to serve by.
create table aftersale_photos (
  id serial primary key,
  ticket_id integer not null references aftersale_tickets(id) on delete cascade,
  file_name text not null unique check (length(file_name) between 8 and 80),
  mime text not null check (mime in ('image/png', 'image/jpeg', 'image/webp')),
  size integer not null check (size > 0),
  created_at timestamptz not null default now()
);
create index aftersale_photos_ticket_idx on aftersale_photos (ticket_id, id);
