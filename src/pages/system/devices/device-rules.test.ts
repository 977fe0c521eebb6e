import { describe, expect, it, vi } from 'vitest';
import type { DeviceRow } from '../../../api/device-admin';
import { bindingChanges, createBody, DEVICE_CODE_PATTERN, deviceFieldError, formatFlow, formValuesOf, updateBody, withDevice } from './device-rules';

type Tree = Record<'zh-CN' | 'en-US', { devices: Record<string, unknown> }>;
/** The page's strings, captured instead of loaded into the app's i18next (which needs a document). */
const registered: Tree[] = [];
vi.mock('../../../i18n', () => ({ registerTranslations: (tree: Tree) => registered.push(tree) }));

const ROW = {
  device_id: 'AW00009',
  deviceid: 'AW00009',
  device_name: 'Pond 9',
  device_type: 'AW',
  description: null,
  video_channel: null,
  is_enable: 1,
  sim_number: '1440000000',
  sim_type: '30M',
  iccid: null,
  supplier: 'wm',
  expiry_date: '2026-01-01',
  address: null,
  province: 'Zhejiang',
  city: null,
  longitude: 120.1,
  latitude: 30.2,
  status: 'offline',
  remaining_flow: null,
  remaining_flow_simulated: false,
  last_update: null,
  tenant_id: 2,
  company_name: 'Aquaculture base',
} satisfies DeviceRow;

describe('device form rules', () => {
  it('accepts device codes that can be an MQTT topic segment and refuses the rest', () => {
    for (const ok of ['AW00001', 'dev_1', 'a-b']) expect(DEVICE_CODE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['', 'AW 01', 'a/b', 'x'.repeat(33), '设备']) expect(DEVICE_CODE_PATTERN.test(bad)).toBe(false);
  });

  it('creates with trimmed values and empty text as null', () => {
    const body = createBody({ device_id: ' AW1 ', device_name: ' Pond ', device_type: 'AW', address: '  ', tenant_id: null });
    expect(body).toMatchObject({ device_id: 'AW1', device_name: 'Pond', device_type: 'AW', address: null });
    expect(body).not.toHaveProperty('tenant_id');
  });

  it('sends only the changed fields with the values the form was opened with', () => {
    const values = { ...formValuesOf(ROW), device_name: 'Pond nine', city: 'Hangzhou', address: '' };
    const { newData, oldData, changed } = updateBody(ROW, values);
    expect(changed).toBe(true);
    expect(newData).toEqual({ device_name: 'Pond nine', city: 'Hangzhou' });
    expect(oldData).toEqual({ device_id: 'AW00009', device_name: 'Pond 9', city: null });
  });

  it('reports nothing changed when the form is saved untouched', () => {
    expect(updateBody(ROW, formValuesOf(ROW)).changed).toBe(false);
  });

  it('binds the newly picked users and unbinds the dropped ones', () => {
    expect(bindingChanges([1, 2, 3], [2, 3, 4])).toEqual({ bind: [4], unbind: [1] });
    expect(withDevice(['A', 'B'], 'C', true)).toEqual(['A', 'B', 'C']);
    expect(withDevice(['A', 'C'], 'C', false)).toEqual(['A']);
    expect(withDevice(['A', 'C'], 'C', true)).toEqual(['A', 'C']);
  });

  it('prints remaining data in MB or GB', () => {
    expect(formatFlow(null)).toBe('-');
    expect(formatFlow(5)).toBe('5.00 MB');
    expect(formatFlow(300)).toBe('300.0 MB');
    expect(formatFlow(2048)).toBe('2.00 GB');
  });

  it('checks SIM number and ICCID as the server does, empty meaning none', () => {
    expect(deviceFieldError('iccid', '89860')).toBe('devices.iccidFormat');
    expect(deviceFieldError('iccid', '8986000000000000010A')).toBe('devices.iccidFormat');
    expect(deviceFieldError('iccid', '8986041920000000001')).toBeNull();
    expect(deviceFieldError('iccid', ' 89860419200000000011 ')).toBeNull();
    expect(deviceFieldError('sim_number', '1440abc000001')).toBe('devices.simNumberFormat');
    expect(deviceFieldError('sim_number', '1440012345678')).toBeNull();
    for (const field of ['iccid', 'sim_number'] as const) {
      expect(deviceFieldError(field, '')).toBeNull();
      expect(deviceFieldError(field, null)).toBeNull();
    }
  });

  it('requires a location with both coordinates', () => {
    expect(deviceFieldError('location', null)).toBe('devices.locationRequired');
    expect(deviceFieldError('location', { longitude: 120.2 })).toBe('devices.locationRequired');
    expect(deviceFieldError('location', { longitude: 120.2, latitude: 30.7 })).toBeNull();
  });

  it('words each rule in both languages', async () => {
    await import('./devices-i18n');
    const DEVICES_TEXT = registered[0];
    for (const key of ['locationRequired', 'simNumberFormat', 'iccidFormat'] as const) {
      expect(DEVICES_TEXT['zh-CN'].devices[key]).toMatch(/[\u4e00-\u9fff]/);
      expect(DEVICES_TEXT['en-US'].devices[key]).toMatch(/^[\x20-\x7e]+$/);
    }
  });
});
