import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RealtimeDevice, RealtimeParam } from '../../../shared/contract/api/realtime';
import type { DeviceRow } from '../../../shared/contract/api/userdevices';
import { configureStreams } from '../../../streams';
import { APP_STREAMS_CONFIG } from '../../../src/app/live-data';
import { LANGUAGES, type Lang } from '../../../src/i18n/language';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { ASOF, crashing, noForecast } from './forecast-fixtures';

type Text = Record<Lang, string>;
const WORDS = {
  summary: { 'zh-CN': '今晚最低 2.8 mg/L，05:10 (2.3–3.3)，03:40 起低于 3', 'en-US': "Tonight's minimum 2.8 mg/L at 05:10 (2.3–3.3), below 3 from 03:40" },
  fewNights: { 'zh-CN': '历史夜晚不足 7 晚，暂不预报', 'en-US': 'Fewer than 7 past nights: no forecast yet' },
  notDrawn: { 'zh-CN': '未绘制预报：', 'en-US': 'No forecast drawn: ' },
} satisfies Record<string, Text>;

const MINUTE = 60_000;

function deviceRow(id: string): DeviceRow {
  return {
    device_id: id, deviceid: id, device_name: `${id} 塘`, device_type: 'AW', description: null, video_channel: null, is_enable: 1, sim_number: null,
    sim_type: null, iccid: null, supplier: null, expiry_date: null, address: null, province: null, city: null, longitude: null, latitude: null,
    status: 'online', remaining_flow: null, remaining_flow_simulated: false, last_update: null, tenant_id: 1, company_name: 'Platform',
  };
}

const oxygen = (value: number): RealtimeParam => ({
  param_key: 'do', name: '溶解氧', name_en: 'Dissolved oxygen', unit: 'mg/L', icon_key: null, param_type: 'float', value, ts: ASOF - MINUTE,
  invalid: false, max: null, min: 3, isHigh: 0, period: 60, startValue: 0, endValue: 20, valuePerfectL: null, valuePerfectH: null, status: 'normal',
});

function live(id: string): RealtimeDevice {
  return { device_id: id, device_name: `${id} 塘`, device_type: 'AW', tenant_id: 1, status: 'online', alarm: 'normal', last_update: ASOF - MINUTE, longitude: null, latitude: null, params: [oxygen(6.3)] };
}

/** The device's DO over the 50 minutes before 20:00, one reading every 10 minutes. */
const READINGS = [50, 40, 30, 20, 10, 1].map((m) => ({ ts: ASOF - m * MINUTE, value: 6.8 - (50 - m) * 0.01, min: 6, max: 7 }));

function answerDevice(api: FakeApi, id: string) {
  api.call('POST /userdevices/findDeviceList').answers({ rows: [deviceRow(id)], total: 1 });
  api.call(`GET /userdevices/realtime/${id}`).answers(live(id));
  api.call('GET /datahis/getHisDataByTime').answers({
    resolution: 'raw', bucketMs: 0,
    series: [{ device_id: id, device_name: `${id} 塘`, param_key: 'do', name: '溶解氧', name_en: 'Dissolved oxygen', unit: 'mg/L', points: READINGS }],
  });
}

// The page's clock is the fixtures' evening (20:01 in Shanghai), so its last hour holds the readings before the forecast.
// The chart asks for its history once it has a width, which a simulated DOM never lays out: elements are given one.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(ASOF + MINUTE);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 800, height: 320 }));
  configureStreams(APP_STREAMS_CONFIG);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Issue 35 item 4: the realtime page draws tonight's forecast after a DO device's last reading. */
describe.each(LANGUAGES)("the realtime page's oxygen forecast in %s", (lang) => {
  it('draws the forecast dashed after the last reading, with the limit, the minimum with its band and the crossing hour', async () => {
    const api = new FakeApi();
    const id = `AWF${lang === 'zh-CN' ? 1 : 2}`;
    answerDevice(api, id);
    const forecast = api.call('GET /forecast/do').answers(crashing(id));
    await renderApp('/analysis/realtime', { lang, api });

    const card = await screen.findByTestId('realtime-do-forecast');
    await waitFor(() => expect(card).toHaveAttribute('data-status', 'ok'));
    expect(forecast.requests[0].query.get('device_id')).toBe(id);
    expect(within(card).getByTestId('forecast-summary')).toHaveTextContent(WORDS.summary[lang]);
    const readings = await within(card).findByTestId('realtime-forecast-readings');
    const ahead = within(card).getByTestId('realtime-forecast-forecast');
    const lastReading = Number(readings.getAttribute('data-last-ts'));
    expect(lastReading).toBe(ASOF - MINUTE);
    // The forecast starts after the last reading, dashed.
    expect(Number(ahead.getAttribute('data-first-ts'))).toBeGreaterThan(lastReading);
    expect(ahead).toHaveAttribute('stroke-dasharray');
    expect(readings).not.toHaveAttribute('stroke-dasharray');
    expect(within(card).getByTestId('realtime-forecast-limit')).toHaveAttribute('data-value', '3');
    expect(within(card).getByTestId('realtime-forecast-min')).toHaveAttribute('data-value', '2.8');
    expect(within(card).getByTestId('realtime-forecast-crossing')).toHaveTextContent('03:40');
    expect(api.unanswered).toEqual([]);
  });

  it('draws nothing after the readings when the pond has too few nights, and says why', async () => {
    const api = new FakeApi();
    const id = `AWN${lang === 'zh-CN' ? 1 : 2}`;
    answerDevice(api, id);
    api.call('GET /forecast/do').answers(noForecast(id, 'too_few_nights', WORDS.fewNights[lang]));
    await renderApp('/analysis/realtime', { lang, api });

    const card = await screen.findByTestId('realtime-do-forecast');
    await waitFor(() => expect(card).toHaveAttribute('data-status', 'too_few_nights'));
    expect(within(card).getByTestId('forecast-not-drawn')).toHaveTextContent(`${WORDS.notDrawn[lang].trim()}${lang === 'en-US' ? ' ' : ''}${WORDS.fewNights[lang]}`);
    expect(within(card).queryByTestId('realtime-forecast')).toBeNull();
    expect(api.unanswered).toEqual([]);
  });
});
