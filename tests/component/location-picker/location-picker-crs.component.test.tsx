import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type Lang } from '../../../src/i18n';
import { LocationPicker, type LngLat } from '../../../src/components/location-picker/location-picker';
import { gcj02ToWgs84, wgs84ToGcj02 } from '../../../shared/contract/map/gcj02';
import { FakeApi } from '../support/fake-api';

const NOTE: Record<Lang, { wgs84: string; gcj02: string }> = {
  'zh-CN': { wgs84: '输入的经纬度为 WGS84（GPS），按原样保存', gcj02: '输入为 GCJ-02（高德、腾讯地图的坐标），保存前换算为 WGS84' },
  'en-US': { wgs84: 'Typed numbers are WGS84 (GPS), stored as they are', gcj02: 'Typed numbers are GCJ-02 (AMap, Tencent maps) and are converted to WGS84 before saving' },
};
const OFFLINE: Record<Lang, string> = { 'zh-CN': '离线底图：地图选点为 WGS84', 'en-US': 'Offline basemap: the map picks in WGS84' };
const LONGITUDE: Record<Lang, string> = { 'zh-CN': '经度', 'en-US': 'Longitude' };

/** A form's field: the picker's value is what would be stored. */
function Field({ onStored }: { onStored: (value: LngLat) => void }) {
  const [value, setValue] = useState<LngLat | null>({ longitude: 120.3, latitude: 31.57 });
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

/** Issue 39: the picker says which system the user picks in, and a GCJ-02 position typed in is stored as WGS84. */
describe.each(['zh-CN', 'en-US'] as const)('the location picker (%s)', (lang) => {
  it('says WGS84 by default; switched to GCJ-02 it shows the stored point in GCJ-02 and stores a typed GCJ-02 longitude as WGS84', async () => {
    await setLanguage(lang);
    new FakeApi().install().call('GET /site-config/map-tiles').answers(null);
    const stored = vi.fn<(value: LngLat) => void>();
    render(<Field onStored={stored} />);
    expect(await screen.findByText(OFFLINE[lang])).toBeInTheDocument();
    expect(screen.getByTestId('location-picker-crs-note').textContent).toBe(NOTE[lang].wgs84);
    await userEvent.click(screen.getByText('GCJ-02'));
    expect(screen.getByTestId('location-picker-crs-note').textContent).toBe(NOTE[lang].gcj02);
    const [gLon] = wgs84ToGcj02(120.3, 31.57);
    const longitude = screen.getByLabelText(LONGITUDE[lang]) as HTMLInputElement;
    expect(Number(longitude.value)).toBeCloseTo(gLon, 5);

    // Typing an AMap longitude 0.01 degrees east: what is stored is its WGS84 position.
    await userEvent.clear(longitude);
    await userEvent.type(longitude, (gLon + 0.01).toFixed(6));
    await userEvent.tab();
    const last = stored.mock.calls.at(-1)![0];
    const gLat = wgs84ToGcj02(120.3, 31.57)[1];
    const [wLon, wLat] = gcj02ToWgs84(Number((gLon + 0.01).toFixed(6)), gLat);
    expect(last.longitude).toBeCloseTo(wLon, 6);
    expect(last.latitude).toBeCloseTo(wLat, 6);
  }, 60_000);
});
