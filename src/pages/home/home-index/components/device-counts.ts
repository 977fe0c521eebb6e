import type { RealtimeDevice } from '../../../../../shared/contract/api/realtime';
import type { DeviceStatus } from '../../../../../shared/contract/api/device-status';

export type DeviceCounts = DeviceStatus;

/** Counts as GET /devices/status gives them: presence, plus devices with an active warning or fault. */
export function countDevices(rows: readonly RealtimeDevice[]): DeviceCounts {
  const counts: DeviceCounts = { total: rows.length, online: 0, offline: 0, warning: 0, fault: 0 };
  for (const row of rows) {
    if (row.status === 'online') counts.online++;
    else counts.offline++;
    if (row.alarm === 'warning') counts.warning++;
    else if (row.alarm === 'fault') counts.fault++;
  }
  return counts;
}
