import type { RealtimeDevice } from '../../../../../shared/contract/api/realtime';
import type { DeviceBuffers } from '../../../../../scenes/device-map/device-buffers';
import type { DeviceMapHandle } from '../../../../../scenes/device-map/device-map';

interface ProbeSource {
  handle: DeviceMapHandle | null;
  model: { buffers: DeviceBuffers; rows: RealtimeDevice[] };
  flyTo: (index: number) => void;
}

/** What `window.__deviceMap` answers: read-only facts about the drawn map, for e2e tests and support. */
export interface MapProbe {
  /** Screen position of a device relative to the map element, or null when it is not drawn. */
  position(deviceId: string): [number, number] | null;
  /** The RGBA the map draws the device in (its slot of the colour attribute). */
  color(deviceId: string): number[] | null;
  flyTo(deviceId: string): boolean;
  version(): number;
  /** The map's view (centre in its tiles' system), its coordinate system, and the offline names in view. */
  view(): { longitude: number; latitude: number; zoom: number; crs: string; names: Array<{ name: string; x: number; y: number }> } | null;
  /** The stored (WGS84) position a click at this screen position (relative to the map) picks. */
  pick(x: number, y: number): [number, number] | null;
}

declare global {
  interface Window {
    __deviceMap?: MapProbe;
  }
}

/**
 * Exposes the map's state on window.__deviceMap while the page is mounted. The colours are the
 * very typed array deck.gl draws from, so a test reading them checks the live path end to end
 * short of the GPU (the e2e test reads the pixel as well).
 */
export function installMapProbe(source: () => ProbeSource): () => void {
  const indexOf = (id: string) => source().model.rows.findIndex((row) => row.device_id === id);
  window.__deviceMap = {
    position: (id) => {
      const { handle, model } = source();
      const i = indexOf(id);
      if (!handle || i < 0) return null;
      return handle.project(model.buffers.positions[i * 2], model.buffers.positions[i * 2 + 1]);
    },
    color: (id) => {
      const i = indexOf(id);
      return i < 0 ? null : Array.from(source().model.buffers.colors.subarray(i * 4, i * 4 + 4));
    },
    flyTo: (id) => {
      const i = indexOf(id);
      if (i >= 0) source().flyTo(i);
      return i >= 0;
    },
    version: () => source().model.buffers.version,
    view: () => {
      const { handle } = source();
      return handle && { ...handle.view(), crs: handle.crs, names: handle.names() };
    },
    pick: (x, y) => source().handle?.unproject(x, y) ?? null,
  };
  return () => {
    delete window.__deviceMap;
  };
}
