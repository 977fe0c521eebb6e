-- Issue 37: the phone queues logs and acknowledgements made offline and sends each with an
-- Idempotency-Key; a repeat of a key (the answer was lost to the signal) gets the first answer
-- back instead of writing twice. Kept 7 days (server/http/idempotency.ts prunes them).

create table idempotency_keys (
  user_id integer not null references users(id) on delete cascade,
  key text not null,
  tenant_id integer references companies(id) on delete cascade,
  -- The route and a hash of its body: the same key with another request is refused, not replayed.
  route text not null,
  request_hash text not null,
  -- Null while the first request is being answered.
  status_code integer,
  response_body text,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);
