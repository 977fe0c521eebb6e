import type { FastifyInstance } from 'fastify';
import type { RealtimeDevice, RealtimeParam } from '../../../shared/contract/api/realtime';

export interface DeviceRow {
  device_id: string;
  device_name: string;
  device_type: string;
  tenant_id: number;
  longitude: number | null;
  latitude: number | null;
}

/**
 * A device's live view from memory only: configuration (registry), latest values, presence and
 * active alarms. No query per device, so a page of a thousand devices stays cheap.
 */
export function liveViewOf(app: FastifyInstance, row: DeviceRow): RealtimeDevice {
  const entry = app.ingest.registry.get(row.device_id);
  const latest = app.ingest.latest.device(row.device_id);
  const params: RealtimeParam[] = [];
  let warning = false;
  let fault = false;
  for (const p of entry?.params.values() ?? []) {
    if (p.isOpen !== 1) continue;
    const reading = latest?.get(p.param_key);
    const active = app.alarms.activeOf(row.device_id, p.param_key);
    if (active?.kind === 'warning') warning = true;
    if (active?.kind === 'fault') fault = true;
    params.push({
      param_key: p.param_key,
      name: p.name,
      name_en: p.name_en,
      unit: p.unit,
      icon_key: p.icon_key,
      param_type: p.param_type,
      value: reading?.value ?? null,
      ts: reading?.ts ?? null,
      invalid: reading?.invalid ?? false,
      max: p.max,
      min: p.min,
      isHigh: p.isHigh,
      period: p.period,
      startValue: p.startValue,
      endValue: p.endValue,
      valuePerfectL: p.valuePerfectL,
      valuePerfectH: p.valuePerfectH,
      // A sensor fault shows as its invalid reading; the device's alarm says fault.
      status: !reading ? 'nodata' : active?.kind === 'warning' ? 'warning' : reading.invalid ? 'invalid' : 'normal',
    });
  }
  return {
    device_id: row.device_id,
    device_name: row.device_name,
    device_type: row.device_type,
    tenant_id: row.tenant_id,
    status: app.presence.status(row.device_id),
    alarm: fault ? 'fault' : warning ? 'warning' : 'normal',
    last_update: app.ingest.latest.lastTs(row.device_id),
    longitude: row.longitude,
    latitude: row.latitude,
    params,
  };
}
