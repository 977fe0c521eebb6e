-- Issue 36 item 4: reports that arrive by e-mail. A user subscribes to a report (a device's or a
-- site's periodic report, the AQI report, the good and polluted days); the sender mails the
-- workbook of each period just ended at local midnight (or 07:00) of the report's company.

create table report_subscriptions (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  -- The report's company (the device's or site's): its time zone cuts the periods and the delivery.
  tenant_id integer not null references companies(id) on delete cascade,
  kind text not null check (kind in ('device', 'site', 'aqi', 'pollution')),
  period text not null check (period in ('day', 'week', 'month')),
  device_id text references devices(device_id) on delete cascade,
  site_id integer references sites(id) on delete cascade,
  deliver_at text not null check (deliver_at in ('midnight', 'morning')),
  email text not null,
  -- The language the user subscribed in: the mail's and the workbook's.
  lang text not null check (lang in ('zh-CN', 'en-US')),
  created_at timestamptz not null default now(),
  check ((kind = 'site') = (site_id is not null)),
  check ((kind = 'site') = (device_id is null))
);
create index report_subscriptions_user_idx on report_subscriptions (user_id);

-- One row per subscription and period, inserted before the mail is sent: the unique key is what
-- keeps a delivery single across instances, sweeps and restarts.
create table report_deliveries (
  id bigserial primary key,
  subscription_id integer not null references report_subscriptions(id) on delete cascade,
  period_start timestamptz not null,
  period_end timestamptz not null,
  -- pending: to send (again) at next_attempt_at; sending: claimed by a sender until next_attempt_at;
  -- sent; failed: given up after the last attempt.
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  unique (subscription_id, period_start)
);
create index report_deliveries_due_idx on report_deliveries (next_attempt_at) where status in ('pending', 'sending');
