-- Issue 36: the devices an incident involves (its alarms' devices, the devices that went offline
-- into it, the devices of the rule firings that joined it), so that an ordinary customer, who sees
-- only the devices bound to it, sees only the incidents of those devices, as its alarm list does.
create table incident_devices (
  incident_id bigint not null references incidents(id) on delete cascade,
  device_id text not null references devices(device_id) on delete cascade,
  primary key (incident_id, device_id)
);
create index incident_devices_device_idx on incident_devices (device_id);

-- The incidents opened before this table: their history names every device that joined.
insert into incident_devices (incident_id, device_id)
select distinct e.incident_id, e.detail->>'deviceId'
from incident_events e
join devices d on d.device_id = e.detail->>'deviceId'
where e.kind = 'alarm_joined'
on conflict do nothing;
