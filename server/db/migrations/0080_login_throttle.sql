-- Attempt counters for login and unlock, one row per key ("pair:<account>|<ip>", "account:<name>",
-- "source:<ip>", "unlock:<userId>"). Times are epoch milliseconds so that the same arithmetic
-- runs on PGlite and PostgreSQL. A row is claimed with one insert ... on conflict do update, so
-- parallel attempts are counted one after the other before any password is checked.
create table login_throttle (
  key text primary key,
  hits integer not null,
  -- When the current run of attempts began (the row counts afresh once it is idle long enough).
  first_at_ms bigint not null,
  last_at_ms bigint not null,
  -- The next attempt is refused before this moment.
  next_at_ms bigint not null,
  -- Whether the attempt that last touched the row was refused (read back by that attempt).
  refused boolean not null default false
);
create index login_throttle_last_idx on login_throttle (last_at_ms);

-- The lock screen as a server state: a locked session may only unlock, lock or log out.
alter table sessions add column locked boolean not null default false;

-- "Has this account logged in from this address before" decides whether the account-wide back-off applies.
create index login_log_user_ip_idx on login_log (user_name, ip) where success;
