-- The customer-service conversation (issue 22 item 5): one thread per customer user, in its company.
-- Its staff side is not stored: it is whoever serves the company at the time (the platform admin and
-- the agents that see it, holding 10002), decided by the request scope.
create table service_conversations (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  customer_id integer not null unique references users(id) on delete cascade,
  last_message_at timestamptz,
  created_at timestamptz not null default now()
);
create index service_conversations_tenant_idx on service_conversations (tenant_id, last_message_at desc);

-- Messages, oldest first by id. An attachment (an image or a PDF, type told by its bytes) lives
-- under DATA_DIR/service-chat as attachment_file, a random name; the row keeps what is shown.
create table service_messages (
  id serial primary key,
  conversation_id integer not null references service_conversations(id) on delete cascade,
  sender_id integer references users(id) on delete set null,
  from_customer boolean not null,
  body text not null default '' check (length(body) <= 2000),
  attachment_file text unique check (attachment_file is null or length(attachment_file) between 8 and 80),
  attachment_name text check (attachment_name is null or length(attachment_name) between 1 and 120),
  attachment_mime text check (attachment_mime is null or attachment_mime in ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  attachment_size integer check (attachment_size is null or attachment_size > 0),
  created_at timestamptz not null default now(),
  check (length(body) > 0 or attachment_file is not null),
  check ((attachment_file is null) = (attachment_mime is null))
);
create index service_messages_conversation_idx on service_messages (conversation_id, id);

-- Read marks: the last message id each participant has seen, one row per conversation and user,
-- so each staff member's bell counts what that member has not read.
create table service_chat_reads (
  conversation_id integer not null references service_conversations(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  last_read_id integer not null default 0 check (last_read_id >= 0),
  updated_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);
