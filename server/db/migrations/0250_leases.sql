-- Scale-out (issue 25): scheduled work that must run once across API instances runs under a
-- lease, one row per job. The holder renews its row before expires_at; another instance takes
-- the row over only once it has expired (server/db/lease.ts). The database's clock decides.
create table leases (
  name text primary key,
  holder text not null,
  expires_at timestamptz not null
);
