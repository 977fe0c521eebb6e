import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { DeviceRow } from '../../shared/contract/api/userdevices';
import type { Subscription } from '../../shared/contract/api/report-subscriptions';
import { configureStreams } from '../../streams';
import { APP_STREAMS_CONFIG } from '../../src/app/live-data';
import { LANGUAGES, type Lang } from '../../src/i18n/language';
import { FakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

type Text = Record<Lang, string>;
const WORDS = {
  subscribe: { 'zh-CN': '订阅报表', 'en-US': 'Subscribe' },
  title: { 'zh-CN': '订阅报表：1号塘', 'en-US': 'Subscribe to the report: 1号塘' },
  email: { 'zh-CN': '接收邮箱', 'en-US': 'Send to' },
  emailInvalid: { 'zh-CN': '请输入正确的邮箱地址', 'en-US': 'Enter a valid e-mail address' },
  weekly: { 'zh-CN': '周报', 'en-US': 'Weekly' },
  morning: { 'zh-CN': '当地早上 7:00', 'en-US': '07:00 local time' },
  format: { 'zh-CN': 'Excel（.xlsx）附件', 'en-US': 'Excel (.xlsx) attachment' },
  mine: { 'zh-CN': '我的订阅', 'en-US': 'My subscriptions' },
  unsubscribe: { 'zh-CN': '取消订阅', 'en-US': 'Unsubscribe' },
  confirm: { 'zh-CN': '确定取消订阅 1号塘 的日报吗？', 'en-US': 'Unsubscribe from 1号塘 (Daily)?' },
  ok: { 'zh-CN': '确定', 'en-US': 'OK' },
} satisfies Record<string, Text>;
/** antd spaces a two-character Chinese label. */
const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

const DEVICE: DeviceRow = {
  device_id: 'AW00001', deviceid: 'AW00001', device_name: '1号塘', device_type: 'AW', description: null, video_channel: null, is_enable: 1, sim_number: null,
  sim_type: null, iccid: null, supplier: null, expiry_date: null, address: null, province: null, city: null, longitude: null, latitude: null,
  status: 'online', remaining_flow: null, remaining_flow_simulated: false, last_update: null, tenant_id: 1, company_name: 'Platform',
};

const SUBSCRIPTION: Subscription = {
  id: 7, kind: 'device', period: 'day', deliver_at: 'midnight', device_id: 'AW00001', site_id: null, target_name: '1号塘',
  email: 'farmer@smartmon.local', lang: 'zh-CN', created_at: '2026-05-01T00:00:00.000Z', last_sent_at: null,
};

beforeEach(() => {
  configureStreams(APP_STREAMS_CONFIG);
});

async function openDayReport(lang: Lang, api: FakeApi) {
  api.call('POST /userdevices/findDeviceList').answers({ rows: [DEVICE], total: 1 });
  // The report itself is not what these tests look at: held.
  api.call('POST /datahis/findDataHisByType').holding();
  return renderApp('/report/day', { lang, api });
}

/** Issue 36 item 4: the report pages' Subscribe dialog and My subscriptions, in both languages. */
describe.each(LANGUAGES)('report subscriptions in %s', (lang) => {
  it('the dialog refuses a malformed address and sends nothing, then subscribes with the chosen period and time', async () => {
    const api = new FakeApi();
    const created = api.call('POST /reportSubscriptions').answers({ ...SUBSCRIPTION, period: 'week', deliver_at: 'morning' });
    const { user } = await openDayReport(lang, api);
    await user.click(await screen.findByTestId('report-subscribe'));
    const form = await screen.findByTestId('subscribe-form');
    const dialog = form.closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByText(WORDS.title[lang])).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(WORDS.format[lang].replace(/[().]/g, '\\$&')))).toBeInTheDocument();

    await user.type(within(form).getByLabelText(WORDS.email[lang]), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: spaced(WORDS.subscribe[lang]) }));
    expect(await within(form).findByText(WORDS.emailInvalid[lang])).toBeInTheDocument();
    expect(created.requests).toHaveLength(0);

    await user.clear(within(form).getByLabelText(WORDS.email[lang]));
    await user.click(within(form).getByLabelText(WORDS.weekly[lang]));
    await user.click(within(form).getByLabelText(WORDS.morning[lang]));
    await user.click(within(dialog).getByRole('button', { name: spaced(WORDS.subscribe[lang]) }));
    await waitFor(() => expect(created.requests).toHaveLength(1));
    expect(created.requests[0].body).toEqual({ kind: 'device', device_id: 'AW00001', period: 'week', deliver_at: 'morning' });
    await waitFor(() => expect(screen.queryByTestId('subscribe-form')).toBeNull());
    expect(api.unanswered).toEqual([]);
  });

  it('My subscriptions lists one\'s own and unsubscribes only once confirmed', async () => {
    const api = new FakeApi();
    const listed = api.call('GET /reportSubscriptions').answers([SUBSCRIPTION]);
    const removed = api.call('DELETE /reportSubscriptions/7').answers(null);
    const { user } = await openDayReport(lang, api);
    await user.click(await screen.findByTestId('report-subscriptions'));
    const list = await screen.findByTestId('my-subscriptions');
    expect(list).toHaveTextContent('farmer@smartmon.local');
    await user.click(within(list).getByRole('button', { name: spaced(WORDS.unsubscribe[lang]) }));
    expect(await screen.findByText(WORDS.confirm[lang])).toBeInTheDocument();
    expect(removed.requests).toHaveLength(0);
    listed.answers([]);
    await user.click(screen.getByRole('button', { name: spaced(WORDS.ok[lang]) }));
    await waitFor(() => expect(removed.requests).toHaveLength(1));
    await waitFor(() => expect(listed.requests.length).toBe(2));
    expect(api.unanswered).toEqual([]);
  });
});
