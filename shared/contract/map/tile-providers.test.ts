import { describe, expect, it } from 'vitest';
import { resolveTiles, tileSettingOf, type TileSetting } from './tile-providers';

const KEY = '0123456789abcdef0123456789abcdef';
const setting = (patch: Partial<TileSetting>): TileSetting => ({ provider: 'none', key: null, url: null, crs: 'wgs84', ...patch });

describe('tile providers', () => {
  it('Tianditu draws its picture and its labels from one host with the key, in WGS84; without a key it is offline', () => {
    const vec = resolveTiles(setting({ provider: 'tianditu-vec', key: KEY }))!;
    expect(vec.crs).toBe('wgs84');
    expect(vec.origin).toBe('https://t0.tianditu.gov.cn');
    expect(vec.layers.map((u) => new URL(u.replace(/\{[zxy]\}/g, '0')).searchParams.get('LAYER'))).toEqual(['vec', 'cva']);
    expect(vec.layers.every((u) => u.includes(`tk=${KEY}`) && ['{z}', '{x}', '{y}'].every((p) => u.includes(p)))).toBe(true);
    expect(resolveTiles(setting({ provider: 'tianditu-img', key: KEY }))!.layers.map((u) => new URL(u.replace(/\{[zxy]\}/g, '0')).searchParams.get('LAYER'))).toEqual(['img', 'cia']);
    expect(resolveTiles(setting({ provider: 'tianditu-vec' }))).toBeNull();
  });

  it('AMap is GCJ-02; a custom server is in the system it declares; none is offline', () => {
    expect(resolveTiles(setting({ provider: 'amap-road' }))).toMatchObject({ crs: 'gcj02', origin: 'https://webrd01.is.autonavi.com' });
    expect(resolveTiles(setting({ provider: 'amap-sat' }))).toMatchObject({ crs: 'gcj02', origin: 'https://webst01.is.autonavi.com' });
    expect(resolveTiles(setting({ provider: 'custom', url: 'http://127.0.0.1:8080/{z}/{x}/{y}.png', crs: 'gcj02' }))).toEqual({
      layers: ['http://127.0.0.1:8080/{z}/{x}/{y}.png'],
      crs: 'gcj02',
      origin: 'http://127.0.0.1:8080',
    });
    expect(resolveTiles(setting({ provider: 'none', url: 'https://t.example/{z}/{x}/{y}.png' }))).toBeNull();
  });

  it('reads the stored keys; a URL stored before providers existed is a custom WGS84 server', () => {
    expect(tileSettingOf(new Map([['map_tile_url', 'https://t.example/{z}/{x}/{y}.png']]))).toEqual(setting({ provider: 'custom', url: 'https://t.example/{z}/{x}/{y}.png' }));
    expect(tileSettingOf(new Map())).toEqual(setting({}));
    expect(tileSettingOf(new Map<string, unknown>([['map_tile_provider', 'amap-sat'], ['map_tile_crs', 'gcj02']]))).toEqual(setting({ provider: 'amap-sat', crs: 'gcj02' }));
    expect(tileSettingOf(new Map([['map_tile_provider', 'google']])).provider).toBe('none');
  });
});
