import { useCallback, useEffect, useState } from 'react';
import { findDeviceList, type DeviceRow } from '../../api/devices';
import { cachedDeviceList } from '../../stores/session-actions';
import { useSessionStore } from '../../stores/session-store';

export interface DeviceListState {
  status: 'loading' | 'ready' | 'error';
  devices: DeviceRow[];
  reload(): void;
}

/**
 * The enabled devices of the logged-in user: the list cached in sessionStorage at login (spec
 * section 7), or POST /userdevices/findDeviceList when this tab has none. reload() always asks
 * the server, so "refresh and try again" finds a device bound since login.
 */
export function useDeviceList(): DeviceListState {
  const user = useSessionStore((s) => s.user);
  const [devices, setDevices] = useState<DeviceRow[]>(() => cachedDeviceList());
  const [status, setStatus] = useState<DeviceListState['status']>(devices.length > 0 ? 'ready' : 'loading');
  const [round, setRound] = useState(devices.length > 0 ? 0 : 1);

  useEffect(() => {
    if (round === 0 || !user) return;
    let live = true;
    setStatus('loading');
    findDeviceList(user.userId, user.userType).then(
      ({ rows }) => {
        if (!live) return;
        setDevices(rows.filter((d) => d.is_enable === 1));
        setStatus('ready');
      },
      () => {
        if (live) setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [round, user]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { status, devices, reload };
}
