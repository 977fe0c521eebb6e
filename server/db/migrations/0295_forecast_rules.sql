-- Issue 35 item 3: the forecast trigger and the hypoxia-forecast alarm.

-- A forecast trigger fires once per night per pond: the night (the forecast's end, 09:00 local) a
-- rule has fired for on a device, so that a restart or a second instance does not fire it again.
create table rule_forecast_firings (
  rule_id integer not null references rules(id) on delete cascade,
  device_id text not null,
  night timestamptz not null,
  fired_at timestamptz not null default now(),
  primary key (rule_id, device_id, night)
);

-- A hypoxia forecast is an alarm of its own kind on the pond's `do`: raised while tonight's
-- forecast crosses a forecast trigger's value, cleared when it recovers or the night ends. It
-- lives beside the reading-driven warning or fault of the same parameter, so the one-active index
-- tells the two apart.
alter table alarms drop constraint alarms_kind_check;
alter table alarms add constraint alarms_kind_check check (kind in ('warning', 'fault', 'forecast'));
drop index alarms_one_active_idx;
create unique index alarms_one_active_idx on alarms (device_id, coalesce(param_key, ''), (kind = 'forecast')) where cleared_at is null;
