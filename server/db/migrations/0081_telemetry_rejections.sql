-- Telemetry messages refused at ingest (bad time, value out of range, oversize, or rows the database
-- would not store), kept so that the device's owner can see why readings are missing. Written in
-- batches apart from the telemetry write, capped per device and pruned by age by the ingest service.
create table telemetry_rejections (
  id bigserial primary key,
  device_id text not null references devices(device_id) on delete cascade,
  -- The company that owned the device then: a device moved to another company does not take them along.
  tenant_id integer not null,
  received_at timestamptz not null,
  reason text not null,
  detail text,
  -- The start of the payload as received, cut to a few hundred characters.
  excerpt text not null default ''
);
-- Newest first per device: the owner's list, and the per-device cap (keep the latest N).
create index telemetry_rejections_device_idx on telemetry_rejections (device_id, id desc);
-- The age prune.
create index telemetry_rejections_received_idx on telemetry_rejections (received_at);
