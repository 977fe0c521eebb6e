import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DeviceRow } from '../../../src/api/devices';
import type { RealtimeDevice } from '../../../shared/contract/api/realtime';
import { LANGUAGES, type Lang } from '../../../src/i18n/language';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { SITE_CONFIG } from '../support/shell-fixtures';
import { ASOF, calm, crashing, noForecast, pond } from '../forecast/forecast-fixtures';

type Text = Record<Lang, string>;
const SIM_TITLE: Text = { 'zh-CN': '物联网卡到期提醒', 'en-US': 'SIM expiry reminder' };
const SIM_LINE: Text = {
  'zh-CN': '设备 2号塘（AW00002）的物联网卡 898600001 已于 2026-11-20 到期',
  'en-US': 'The SIM 898600001 of device 2号塘 (AW00002) expired on 2026-11-20',
};
const CROSSING: Text = { 'zh-CN': '今晚最低 2.8 mg/L，05:10 (2.3–3.3)，03:40 起低于 3', 'en-US': "Tonight's minimum 2.8 mg/L at 05:10 (2.3–3.3), below 3 from 03:40" };
const CALM: Text = { 'zh-CN': '今晚最低 4.5 mg/L，06:00 (4.0–5.0)，不低于 3', 'en-US': "Tonight's minimum 4.5 mg/L at 06:00 (4.0–5.0), not below 3" };
const TREND: Text = { 'zh-CN': '今日趋势：最低 5.9 mg/L，最高 6.4 mg/L', 'en-US': "Today's trend: low 5.9 mg/L, high 6.4 mg/L" };
const SALES = '400-888-1234';

const MINUTE = 60_000;
const device = (id: string, sim: Partial<DeviceRow> = {}): DeviceRow => ({
  device_id: id, deviceid: id, device_name: id === 'AW00002' ? '2号塘' : '1号塘', device_type: 'AW', description: null, video_channel: null, is_enable: 1, sim_number: null,
  sim_type: null, iccid: null, supplier: null, expiry_date: null, address: null, province: null, city: null, longitude: null, latitude: null,
  status: 'online', remaining_flow: null, remaining_flow_simulated: false, last_update: null, tenant_id: 1, company_name: 'Platform', ...sim,
});
const live = (id: string, value: number): RealtimeDevice => ({
  device_id: id, device_name: id === 'AW00002' ? '2号塘' : '1号塘', device_type: 'AW', tenant_id: 1, status: 'online', alarm: 'normal', last_update: ASOF - MINUTE, longitude: null, latitude: null,
  params: [{
    param_key: 'do', name: '溶解氧', name_en: 'Dissolved oxygen', unit: 'mg/L', icon_key: null, param_type: 'float', value, ts: ASOF - MINUTE,
    invalid: false, max: null, min: 3, isHigh: 0, period: 60, startValue: 0, endValue: 20, valuePerfectL: null, valuePerfectH: null, status: 'normal',
  }],
});

function phoneApi(forecasts = [pond('AW00002', '2号塘', 6.3, crashing('AW00002')), pond('AW00001', '1号塘', 7.1, calm('AW00001'))]) {
  const api = new FakeApi();
  api.call('GET /realtimeAll').answers({ rows: [live('AW00002', 6.3), live('AW00001', 7.1)], total: 2 });
  const trend = api.call('GET /datahis/getHisDataByTime').answers({
    resolution: 'raw', bucketMs: 0,
    series: [{ device_id: 'AW00002', device_name: '2号塘', param_key: 'do', name: '溶解氧', name_en: 'Dissolved oxygen', unit: 'mg/L', points: [6.4, 6.1, 5.9].map((value, i) => ({ ts: ASOF - (30 - i * 10) * MINUTE, value, min: value, max: value })) }],
  });
  api.call('GET /forecast/do/ponds').answers(forecasts);
  // One SIM of the provider a fortnight past its expiry; another SIM of another supplier, as old, is not the provider's to warn of.
  api.call('POST /userdevices/findDeviceList').answers({
    rows: [device('AW00002', { iccid: '898600001', supplier: 'wm', expiry_date: '2026-11-20' }), device('AW00001', { iccid: '898600002', supplier: 'other', expiry_date: '2026-11-01' })],
    total: 2,
  });
  api.call('GET /site-config').answers({ ...SITE_CONFIG, salesPhone: SALES });
  return { api, trend };
}

// The phone's clock is the fixtures' evening (20:01 in Shanghai): today's trend runs from that day's midnight.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(ASOF + MINUTE);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Issue 37: /m shows each pond's values with today's line, tonight's oxygen and the SIM expiry notice, in both languages. */
describe.each(LANGUAGES)('the phone ponds page in %s', (lang) => {
  it("shows the SIM expiry notice of the provider's SIM a week past its date, with the sales phone", async () => {
    const { api } = phoneApi();
    await renderApp('/m', { lang, api });
    const notice = await screen.findByTestId('phone-sim-notice');
    expect(notice).toHaveTextContent(SIM_TITLE[lang]);
    const items = within(notice).getAllByTestId('phone-sim-item');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(SIM_LINE[lang]);
    expect(items[0]).toHaveTextContent(SALES);
    expect(api.unanswered).toEqual([]);
  });

  it("shows tonight's forecast under each pond, marked where it falls below the limit, and today's line of each value", async () => {
    const { api, trend } = phoneApi();
    await renderApp('/m', { lang, api });
    const cards = await screen.findAllByTestId('phone-device');
    const forecasts = await screen.findAllByTestId('phone-forecast');
    expect(forecasts[0]).toHaveTextContent(CROSSING[lang]);
    expect(forecasts[0]).toHaveAttribute('data-crosses', 'true');
    expect(forecasts[1]).toHaveTextContent(CALM[lang]);
    expect(forecasts[1]).toHaveAttribute('data-crosses', 'false');
    const line = await within(cards[0]).findByRole('img', { name: TREND[lang] });
    expect(line.querySelector('path')?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+ L/);
    // The second pond has no series today: no line rather than an empty one.
    expect(within(cards[1]).queryByTestId('phone-sparkline')).toBeNull();
    const query = trend.requests[0].query;
    expect(query.get('ids')).toBe('AW00002,AW00001');
    expect(Number(query.get('endTime')) - Number(query.get('startTime'))).toBeLessThanOrEqual(24 * 60 * MINUTE);
    expect(screen.queryByTestId('phone-sim-notice')).not.toBeNull();
  });

  it("says why a pond has no forecast, in the server's words, and shows no SIM notice without an expired SIM", async () => {
    const reason = lang === 'zh-CN' ? '历史夜晚不足' : 'Too few past nights';
    const { api } = phoneApi([pond('AW00002', '2号塘', 6.3, noForecast('AW00002', 'too_few_nights', reason))]);
    api.call('POST /userdevices/findDeviceList').answers({ rows: [device('AW00002'), device('AW00001')], total: 2 });
    await renderApp('/m', { lang, api });
    const forecast = await screen.findByTestId('phone-forecast');
    expect(forecast).toHaveTextContent(reason);
    expect(forecast).toHaveAttribute('data-status', 'too_few_nights');
    expect(screen.getAllByTestId('phone-forecast')).toHaveLength(1);
    expect(screen.queryByTestId('phone-sim-notice')).toBeNull();
  });
});
