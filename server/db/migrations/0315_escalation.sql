-- Issue 36 item 2: escalation. A company's ladders (per site, or its default), its duty roster,
-- and the state of each incident's climb, so a restarted server resumes where it was.

create table escalation_policies (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  -- The site whose incidents climb this ladder; null: the company's default for every other site.
  site_id integer references sites(id) on delete cascade,
  name text not null,
  -- [{ channel, contact_ids, user_ids, duty, wait_s }], checked by the API (shared/contract/api/escalation.ts).
  steps jsonb not null,
  -- Quiet hours, minutes of the local day in the company's zone (end before start wraps midnight).
  quiet_start smallint check (quiet_start between 0 and 1439),
  quiet_end smallint check (quiet_end between 0 and 1439),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One policy per site and one default per company.
create unique index escalation_policies_site_idx on escalation_policies (tenant_id, coalesce(site_id, 0));

-- Who is on duty: a user, a weekday (0 Sunday .. 6 Saturday) and an hour range [start, end) in the company's zone.
create table escalation_duty (
  id serial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  weekday smallint not null check (weekday between 0 and 6),
  start_hour smallint not null check (start_hour between 0 and 23),
  end_hour smallint not null check (end_hour between 1 and 24 and end_hour > start_hour)
);
create index escalation_duty_tenant_idx on escalation_duty (tenant_id);

-- One row per incident on a ladder: the step to run next and when. A step being run moves due_at
-- ahead (its claim), so a crash mid-step runs it again later; its deliveries below are not repeated.
create table escalation_ladders (
  incident_id bigint primary key references incidents(id) on delete cascade,
  tenant_id integer not null references companies(id) on delete cascade,
  policy_id integer references escalation_policies(id) on delete set null,
  step integer not null default 0,
  -- The highest step whose 'step_started' is in the incident's history.
  started_step integer not null default -1,
  due_at timestamptz not null,
  held_quiet boolean not null default false,
  state text not null default 'climbing' check (state in ('climbing', 'stopped', 'finished'))
);
create index escalation_ladders_due_idx on escalation_ladders (due_at) where state = 'climbing';

-- At most one message per person per incident per step, whatever restarts or races happen.
create table escalation_deliveries (
  incident_id bigint not null references incidents(id) on delete cascade,
  step integer not null,
  recipient text not null,
  channel text not null,
  address text not null,
  at timestamptz not null default now(),
  primary key (incident_id, step, recipient)
);

-- A signed acknowledgement link's signature once it was used: a link acknowledges once.
create table escalation_link_uses (
  signature text primary key,
  incident_id bigint not null references incidents(id) on delete cascade,
  used_at timestamptz not null default now()
);
