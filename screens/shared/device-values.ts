import type { DevicesLive } from '../../streams';
import type { RealtimeDevice, RealtimeParam } from '../../shared/contract/api/realtime';

export type { RealtimeDevice, RealtimeParam };

export function devicesOfType(live: DevicesLive | undefined, types: readonly string[]): RealtimeDevice[] {
  return (live?.rows ?? []).filter((row) => types.includes(row.device_type));
}

export function paramOf(device: RealtimeDevice | undefined, key: string): RealtimeParam | undefined {
  return device?.params.find((param) => param.param_key === key);
}

export function valueOf(device: RealtimeDevice | undefined, key: string): number | null {
  const value = paramOf(device, key)?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Mean of a parameter's latest values over devices that have one (null when none does). */
export function meanOf(devices: readonly RealtimeDevice[], key: string): number | null {
  let sum = 0;
  let n = 0;
  for (const device of devices) {
    const value = valueOf(device, key);
    if (value === null) continue;
    sum += value;
    n += 1;
  }
  return n === 0 ? null : sum / n;
}

export function formatNumber(value: number | null, digits = 1): string {
  return value === null ? '--' : value.toFixed(digits);
}

export interface Figures {
  devices: number;
  online: number;
  offline: number;
  alarms: number;
}

export function figuresOf(rows: readonly RealtimeDevice[]): Figures {
  const online = rows.filter((row) => row.status === 'online').length;
  const alarms = rows.filter((row) => row.alarm !== 'normal').length;
  return { devices: rows.length, online, offline: rows.length - online, alarms };
}

/** The parameter's display name in the UI language. */
export function paramName(param: RealtimeParam, lang: string): string {
  return lang.startsWith('en') ? param.name_en ?? param.name : param.name;
}
