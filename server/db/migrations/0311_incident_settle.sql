-- Issue 36: how an incident resolves by itself, and at most one notification per person, channel
-- and ladder step per incident, whatever the concurrency.

-- How long an incident stays open once nothing of it is outstanding (its alarms cleared, its devices
-- back online, its rule quiet): a site's devices dropping again, a series flapping back or a rule
-- firing again inside it joins the same incident. A rule's incident settles over its warning interval.
alter table incidents add column settle_s integer not null default 300 check (settle_s between 0 and 2592000);
-- Since when nothing of it has been outstanding; null while something is.
alter table incidents add column quiet_since timestamptz;

-- A delivery is claimed before it is sent: the insert that wins sends, any other firing of the same
-- incident skips that person on that channel (step 0: the rule's own notification; ladder steps are 1..).
create table incident_deliveries (
  incident_id bigint not null references incidents(id) on delete cascade,
  channel text not null,
  recipient text not null,
  step integer not null default 0,
  at timestamptz not null default now(),
  primary key (incident_id, channel, recipient, step)
);
