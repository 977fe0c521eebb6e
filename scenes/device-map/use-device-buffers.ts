import { useMemo, useRef } from 'react';
import type { RealtimeDevice } from '../../shared/contract/api/realtime';
import { STATUS, buildDeviceBuffers, statusOf, writeStatusColors, type DeviceBuffers, type StatusName } from './device-buffers';

export interface DeviceFilter {
  text: string;
  types: string[];
  statuses: StatusName[];
}

export interface DeviceModel {
  buffers: DeviceBuffers;
  /** The realtime row drawn at each buffer index. */
  rows: RealtimeDevice[];
}

const placed = (row: RealtimeDevice) => row.longitude !== null && row.latitude !== null;

function matches(row: RealtimeDevice, filter: DeviceFilter, text: string): boolean {
  if (filter.types.length > 0 && !filter.types.includes(row.device_type)) return false;
  if (filter.statuses.length > 0 && !filter.statuses.includes(statusOf(row.status, row.alarm))) return false;
  return text === '' || row.device_id.toLowerCase().includes(text) || row.device_name.toLowerCase().includes(text);
}

/**
 * The map's typed arrays for the devices that pass the filter. While the same devices are shown
 * in the same order, a new poll or push only rewrites status codes and colours in place (no
 * per-device objects); a new device set (filter, devices added or removed) builds new buffers.
 */
export function useDeviceBuffers(all: readonly RealtimeDevice[], filter: DeviceFilter): DeviceModel & { version: number } {
  const previous = useRef<DeviceModel | null>(null);
  const statuses = useRef<Uint8Array>(new Uint8Array(0));
  const text = filter.text.trim().toLowerCase();
  const rows = useMemo(() => all.filter((row) => placed(row) && matches(row, filter, text)), [all, filter, text]);
  const model = useMemo(() => {
    const prev = previous.current;
    const same = prev !== null && prev.rows.length === rows.length && prev.rows.every((row, i) => row.device_id === rows[i].device_id);
    if (same) {
      if (statuses.current.length !== rows.length) statuses.current = new Uint8Array(rows.length);
      for (let i = 0; i < rows.length; i++) statuses.current[i] = STATUS[statusOf(rows[i].status, rows[i].alarm)];
      writeStatusColors(prev.buffers, statuses.current);
      return { buffers: prev.buffers, rows };
    }
    const buffers = buildDeviceBuffers(
      rows.map((row) => ({ id: row.device_id, longitude: row.longitude!, latitude: row.latitude!, type: row.device_type, status: statusOf(row.status, row.alarm) })),
    );
    return { buffers, rows };
  }, [rows]);
  previous.current = model;
  return { ...model, version: model.buffers.version };
}
