-- Issue 36: incidents. Alarms (and rule firings) that share a cause become one incident, which is
-- what is notified, escalated, acknowledged and shown first; the alarm rows stay beside it.

create table incidents (
  id bigserial primary key,
  tenant_id integer not null references companies(id) on delete cascade,
  -- The site the devices belong to, when one does; the escalation policy is chosen by it.
  site_id integer references sites(id) on delete set null,
  -- What joined the alarms: a site's (or gateway's) devices going offline together, one series
  -- flapping around a limit, a rule firing again inside its warning interval, or a lone alarm.
  cause text not null check (cause in ('site_offline', 'flapping', 'rule_repeat', 'single')),
  -- The grouping key (e.g. 'offline:site:7', 'series:AW123|do', 'rule:42|AW123'): at most one
  -- open incident per tenant and key, whatever the concurrency.
  group_key text not null,
  severity text not null check (severity in ('critical', 'major', 'minor')),
  title text not null,
  title_en text not null,
  status text not null default 'open' check (status in ('open', 'acknowledged', 'resolved')),
  opened_at timestamptz not null default now(),
  last_alarm_at timestamptz not null default now(),
  alarm_count integer not null default 0,
  acked_at timestamptz,
  acked_by integer references users(id) on delete set null,
  -- How it was acknowledged: in the console, or from a notification's signed link.
  acked_via text check (acked_via in ('console', 'link')),
  resolved_at timestamptz
);
create unique index incidents_one_open_idx on incidents (tenant_id, group_key) where resolved_at is null;
create index incidents_tenant_time_idx on incidents (tenant_id, opened_at desc);
create index incidents_open_idx on incidents (tenant_id) where resolved_at is null;

create table incident_alarms (
  incident_id bigint not null references incidents(id) on delete cascade,
  alarm_id bigint not null references alarms(id) on delete cascade,
  primary key (incident_id, alarm_id)
);
create index incident_alarms_alarm_idx on incident_alarms (alarm_id);

-- The incident's history: every alarm joined, step, delivery, acknowledgement and resolution.
create table incident_events (
  id bigserial primary key,
  incident_id bigint not null references incidents(id) on delete cascade,
  at timestamptz not null default now(),
  kind text not null check (kind in (
    'opened', 'alarm_joined', 'step_started', 'delivered', 'delivery_failed', 'held_quiet',
    'acknowledged', 'resolved'
  )),
  -- Who or what: { step, channel, userId, contactId, to, provider, detail, via } as the kind needs.
  detail jsonb not null default '{}'
);
create index incident_events_incident_idx on incident_events (incident_id, at);
