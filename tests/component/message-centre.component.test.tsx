import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Subscription } from 'rxjs';
import type { Notice, NoticeItem } from '../../shared/contract/api/alarms';
import { requestRefresh, configureStreams } from '../../streams';
import { APP_STREAMS_CONFIG } from '../../src/app/live-data';
import { followServerMessages } from '../../src/app/message-feed';
import { LANGUAGES, type Lang } from '../../src/i18n/language';
import { useMessageStore } from '../../src/stores/message-store';
import { FakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

// 2026-03-01 00:00:05 UTC: 08:00:05 in the company's zone (Shanghai).
const TS = Date.UTC(2026, 2, 1, 0, 0, 5);
const LOW_OXYGEN: NoticeItem = {
  alarmId: 501, device_id: 'AW00001', device_name: '1号塘', param_key: 'do', name: '溶解氧', name_en: 'Dissolved oxygen',
  unit: 'mg/L', kind: 'warning', direction: 'low', value: 2.1, threshold: 4, ts: TS,
};
const HIGH_AMMONIA: NoticeItem = {
  alarmId: 502, device_id: 'AW00002', device_name: '2号塘', param_key: 'nh3n', name: '氨氮', name_en: 'Ammonia nitrogen',
  unit: 'mg/L', kind: 'warning', direction: 'high', value: 1.6, threshold: 1, ts: TS + 3000,
};
const HOT_WATER: NoticeItem = {
  alarmId: 503, device_id: 'AW00003', device_name: '3号塘', param_key: 'water_temp', name: '水温', name_en: 'Water temperature',
  unit: '℃', kind: 'fault', direction: 'high', value: 55, threshold: 40, ts: TS + 4000,
};
const notice = (id: number, items: NoticeItem[]): Notice => ({
  id, tenant_id: 2, count: items.length, created_at: TS, updated_at: items[items.length - 1].ts, read: false, timezone: 'Asia/Shanghai', items,
});

type Text = Record<Lang, string>;
interface ShownAlarm {
  device: string;
  param: Text;
  value: string;
  level: Text;
  kind: Text;
  time: string;
}
const SHOWN: Record<number, ShownAlarm> = {
  501: {
    device: '1号塘 (AW00001)', param: { 'zh-CN': '溶解氧', 'en-US': 'Dissolved oxygen' }, value: '2.1 mg/L', level: { 'zh-CN': '预警', 'en-US': 'Warning' },
    kind: { 'zh-CN': '低于下限（4 mg/L）', 'en-US': 'Below the lower limit (4 mg/L)' }, time: '2026-03-01 08:00:05',
  },
  502: {
    device: '2号塘 (AW00002)', param: { 'zh-CN': '氨氮', 'en-US': 'Ammonia nitrogen' }, value: '1.6 mg/L', level: { 'zh-CN': '预警', 'en-US': 'Warning' },
    kind: { 'zh-CN': '高于上限（1 mg/L）', 'en-US': 'Above the upper limit (1 mg/L)' }, time: '2026-03-01 08:00:08',
  },
  503: {
    device: '3号塘 (AW00003)', param: { 'zh-CN': '水温', 'en-US': 'Water temperature' }, value: '55 ℃', level: { 'zh-CN': '故障', 'en-US': 'Fault' },
    kind: { 'zh-CN': '高于上限（40 ℃）', 'en-US': 'Above the upper limit (40 ℃)' }, time: '2026-03-01 08:00:09',
  },
};
const ONE_TITLE: Text = { 'zh-CN': '1号塘 (AW00001)：溶解氧 低于下限（4 mg/L）', 'en-US': '1号塘 (AW00001): Dissolved oxygen – Below the lower limit (4 mg/L)' };
const GROUP_TITLE: Text = { 'zh-CN': '2 条报警', 'en-US': '2 alarms' };

let feed: Subscription | null = null;
afterEach(() => {
  feed?.unsubscribe();
  feed = null;
  useMessageStore.setState({ serverItems: [], readServerIds: [], status: 'idle', error: null });
});

/** Each alarm line of a message-center row says all of what was raised, in the reader's language. */
function expectAlarmLines(row: HTMLElement, lang: Lang, alarmIds: number[]) {
  const lines = within(row).getAllByTestId('message-alarm-item');
  expect(lines.map((line) => Number(line.getAttribute('data-alarm-id')))).toEqual(alarmIds);
  for (const line of lines) {
    const shown = SHOWN[Number(line.getAttribute('data-alarm-id'))];
    for (const text of [shown.device, shown.param[lang], shown.value, shown.level[lang], shown.kind[lang], shown.time]) expect(within(line).getByText(text)).toBeInTheDocument();
  }
}

/** Issue 33: the message center reads the notices GET /mesPrompt/find sends (NoticeSchema), not a shape of its own. */
describe.each(LANGUAGES)('the message center in %s', (lang) => {
  it("shows each alarm notice's device name and code, parameter, value with its unit, kind and time, and a grouped notice's count", async () => {
    const api = new FakeApi();
    const alarms = api.call('GET /mesPrompt/find').answers({ rows: [notice(12, [HIGH_AMMONIA, HOT_WATER]), notice(11, [LOW_OXYGEN])], total: 2, unread: 2 });
    api.call('GET /notices/mine').answers({ rows: [], unread: 0 });
    await renderApp('/message', { lang, api });
    // The shell follows the server's messages through the app's streams, called by contract entry.
    configureStreams(APP_STREAMS_CONFIG);
    feed = followServerMessages();
    requestRefresh();

    const one = await waitFor(() => document.querySelector<HTMLElement>('[data-message-id="alarm:11"]') ?? Promise.reject(new Error('no row of notice 11')));
    expect(within(one).getByTestId('message-alarm-title')).toHaveTextContent(ONE_TITLE[lang]);
    expect(one).toHaveAttribute('data-count', '1');
    expectAlarmLines(one, lang, [501]);

    const group = document.querySelector<HTMLElement>('[data-message-id="alarm:12"]')!;
    expect(within(group).getByTestId('message-alarm-title')).toHaveTextContent(GROUP_TITLE[lang]);
    expect(group).toHaveAttribute('data-count', '2');
    expectAlarmLines(group, lang, [502, 503]);
    // Newest first: the grouped notice's latest alarm came after the single one.
    expect(screen.getAllByTestId('message-alarm-title').map((title) => title.closest('[data-message-id]')?.getAttribute('data-message-id'))).toEqual(['alarm:12', 'alarm:11']);
    expect(alarms.requests.at(-1)?.query.get('pageSize')).toBe('200');
    expect(api.unanswered).toEqual([]);
  });
});
