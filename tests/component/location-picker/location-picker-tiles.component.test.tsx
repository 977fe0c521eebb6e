import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { setLanguage, type Lang } from '../../../src/i18n';
import { LocationPicker, type LngLat } from '../../../src/components/location-picker/location-picker';
import { tileViewPixel } from '../../../src/components/location-picker/mercator';
import { wgs84ToGcj02 } from '../../../shared/contract/map/gcj02';
import { FakeApi } from '../support/fake-api';

const MAP_NOTE: Record<Lang, string> = {
  'zh-CN': '在线瓦片为 GCJ-02：地图上按 GCJ-02 选点，保存前换算为 WGS84',
  'en-US': 'The online tiles are GCJ-02: the map picks in GCJ-02, converted to WGS84 before saving',
};
// The Beijing reference pair of shared/contract/map/gcj02.test.ts (coordtransform's published values).
const WGS84: [number, number] = [116.404, 39.915];
const GCJ02: [number, number] = [116.41024449916938, 39.91640428150164];
const BOX = { left: 40, top: 30, width: 640, height: 320 };

/** Metres between two longitude/latitude pairs (equirectangular: the points are metres apart). */
function metres([lon1, lat1]: readonly number[], [lon2, lat2]: readonly number[]): number {
  const rad = Math.PI / 180;
  const x = (lon2 - lon1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  return Math.hypot(x, (lat2 - lat1) * rad) * 6_371_008.8;
}

/** A form's field: the picker's value is what would be stored. */
function Field({ start, onStored }: { start: LngLat; onStored: (value: LngLat) => void }) {
  const [value, setValue] = useState<LngLat | null>(start);
  return (
    <LocationPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onStored(next);
      }}
    />
  );
}

/** Issue 39 item 3: on GCJ-02 tiles the picker says so, and a picked point reaches the form in WGS84. */
describe.each(['zh-CN', 'en-US'] as const)('the location picker over GCJ-02 tiles (%s)', (lang) => {
  it('draws the configured tiles and gives the form the WGS84 position of the GCJ-02 pixel clicked, within 1 m', async () => {
    await setLanguage(lang);
    const api = new FakeApi().install();
    api.call('GET /site-config/map-tiles').answers({ layers: ['https://tiles.test/{z}/{x}/{y}.png'], crs: 'gcj02' });
    const stored = vi.fn<(value: LngLat) => void>();
    // The stored position is ~100 m from the reference point, so the click is not the view's centre.
    const start = { longitude: WGS84[0] + 0.001, latitude: WGS84[1] + 0.0005 };
    render(<Field start={start} onStored={stored} />);

    const pane = await screen.findByTestId('location-picker-tiles');
    expect(screen.getByTestId('location-picker-map-crs').textContent).toBe(MAP_NOTE[lang]);
    expect(screen.queryByTestId('location-picker-map')).toBeNull();
    vi.spyOn(pane, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: BOX.left, y: BOX.top, width: BOX.width, height: BOX.height }));

    // The view opens on the stored point as drawn on these tiles (shifted into GCJ-02).
    const [lon, lat] = wgs84ToGcj02(start.longitude, start.latitude);
    const view = { lon, lat, zoom: Number(pane.dataset.zoom) };
    const [x, y] = tileViewPixel(view, BOX.width, BOX.height, ...GCJ02);
    const at = { clientX: BOX.left + x, clientY: BOX.top + y, pointerId: 1 };
    fireEvent.pointerDown(pane, at);
    fireEvent.pointerUp(pane, at);

    expect(stored).toHaveBeenCalledTimes(1);
    const picked = stored.mock.calls[0][0];
    expect(metres([picked.longitude, picked.latitude], WGS84)).toBeLessThan(1);
    // Not the GCJ-02 numbers themselves: those are ~600 m away.
    expect(metres([picked.longitude, picked.latitude], GCJ02)).toBeGreaterThan(100);
    expect(api.unanswered).toEqual([]);
  }, 60_000);
});
