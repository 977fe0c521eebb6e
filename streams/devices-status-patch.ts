import type { RealtimeAll, RealtimeDevice } from '../shared/contract/api/realtime';
import type { AlarmPush, StatusPush } from '../shared/contract/socket-events';

/** The body of GET /realtimeAll: every visible device with status, alarm state and latest values. */
export type DevicesLive = RealtimeAll;

const indexes = new WeakMap<RealtimeDevice[], Map<string, number>>();

/** Row index by device id, built once per rows array (a patch makes a new array, so a new index). */
export function indexOfDevice(rows: RealtimeDevice[], deviceId: string): number {
  let index = indexes.get(rows);
  if (!index) {
    index = new Map(rows.map((row, i) => [row.device_id, i]));
    indexes.set(rows, index);
  }
  return index.get(deviceId) ?? -1;
}

function replaceRow(prev: DevicesLive, i: number, row: RealtimeDevice): DevicesLive {
  const rows = prev.rows.slice();
  rows[i] = row;
  // The replaced array keeps the same order, so the old index stays right: reuse it.
  const index = indexes.get(prev.rows);
  if (index) indexes.set(rows, index);
  return { ...prev, rows };
}

/** Folds a `status` push; undefined (no change) for unknown devices or the same status. */
export function applyStatusPush(prev: DevicesLive | undefined, push: StatusPush): DevicesLive | undefined {
  if (!prev || (push?.status !== 'online' && push?.status !== 'offline')) return undefined;
  const i = indexOfDevice(prev.rows, push.deviceId);
  if (i < 0 || prev.rows[i].status === push.status) return undefined;
  return replaceRow(prev, i, { ...prev.rows[i], status: push.status });
}

/**
 * Folds an `alarm` push. The polled row tells which parameters carry an active warning
 * (params[].status) and whether a fault is active (alarm 'fault'), so a clearing push can work out
 * what remains: a fault outranks warnings, warnings outrank normal.
 */
export function applyAlarmPush(prev: DevicesLive | undefined, push: AlarmPush): DevicesLive | undefined {
  if (!prev || !push || typeof push.deviceId !== 'string') return undefined;
  // A hypoxia forecast is of tonight, not of the device now: its state does not change.
  if (push.kind === 'forecast') return undefined;
  const i = indexOfDevice(prev.rows, push.deviceId);
  if (i < 0) return undefined;
  const row = prev.rows[i];
  const active = push.state !== 'cleared';
  let params = row.params;
  const target = push.kind === 'warning' && push.paramKey ? row.params.findIndex((p) => p.param_key === push.paramKey) : -1;
  if (target >= 0) {
    const p = row.params[target];
    const status = active ? 'warning' : p.value === null ? 'nodata' : p.invalid ? 'invalid' : 'normal';
    if (status !== p.status) {
      params = row.params.slice();
      params[target] = { ...p, status };
    }
  }
  const fault = push.kind === 'fault' ? active : row.alarm === 'fault';
  const warning = params.some((p) => p.status === 'warning');
  const alarm = fault ? 'fault' : warning ? 'warning' : 'normal';
  if (alarm === row.alarm && params === row.params) return undefined;
  return replaceRow(prev, i, { ...row, alarm, params });
}
