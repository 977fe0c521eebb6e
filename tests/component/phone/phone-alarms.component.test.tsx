import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { IncidentRow } from '../../../shared/contract/api/incidents';
import type { AlarmRow } from '../../../shared/contract/api/alarms';
import { LANGUAGES, type Lang } from '../../../src/i18n/language';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { resetPhoneAfterEach, setOnline } from './phone-support';

type Text = Record<Lang, string>;
const ACK_SAVED: Text = { 'zh-CN': '确认已保存在本机，联网后自动发送', 'en-US': 'Acknowledgement saved on this phone; it is sent when the connection is back' };
const ACK_QUEUED: Text = { 'zh-CN': '确认待发送', 'en-US': 'Acknowledgement waiting' };
const STALE: Text = { 'zh-CN': '当前离线，显示的是', 'en-US': 'Offline: showing the data saved at' };

const incident = (id: number, status: IncidentRow['status'], last: number): IncidentRow => ({
  id, tenant_id: 2, site_id: null, cause: 'single', severity: 'major', title: `事件 ${id}`, title_en: `Incident ${id}`, status,
  opened_at: last, last_alarm_at: last, alarm_count: 2, acked_at: null, acked_by: null, acked_via: null, resolved_at: null,
});
const INCIDENTS = { rows: [incident(7, 'acknowledged', 2_000_000), incident(8, 'open', 1_000_000)], total: 2, open: 1 };
const ALARM = { id: 31, device_id: 'AW1', device_name: 'Monitor 1', param_key: null, state: 'active', acked_at: null, value: null, raised_at: 1_000_000 } as unknown as AlarmRow;

resetPhoneAfterEach();

/** Issue 37: /m/alarms, incidents first, acknowledged through the outbox. */
describe.each(LANGUAGES)('the phone alarms page in %s', (lang) => {
  it('shows open incidents first; an acknowledgement made offline waits, then is sent once with its key', async () => {
    const api = new FakeApi();
    api.call('GET /incidents').answers(INCIDENTS);
    api.call('POST /alarmManage').answers({ rows: [ALARM], total: 1 } as never);
    const ack = api.call('POST /incidents/8/ack').answers({ outcome: 'acknowledged', incident: { ...INCIDENTS.rows[1], status: 'acknowledged' } });
    const { user } = await renderApp('/m/alarms', { lang, api });
    const list = await screen.findByTestId('phone-incidents');
    await waitFor(() => expect(within(list).getAllByTestId('phone-incident').map((li) => li.dataset.status)).toEqual(['open', 'acknowledged']));
    expect(within(list).getAllByTestId('phone-incident')[0]).toHaveTextContent(lang === 'en-US' ? 'Incident 8' : '事件 8');
    expect(await screen.findByTestId('phone-alarm')).toHaveTextContent('Monitor 1');

    setOnline(false);
    expect(await screen.findByTestId('phone-stale')).toHaveTextContent(STALE[lang]);
    await user.click(within(list).getByTestId('phone-incident-ack'));
    expect(await screen.findByTestId('phone-alarms-result')).toHaveTextContent(ACK_SAVED[lang]);
    expect(await within(list).findByTestId('phone-incident-ack-queued')).toHaveTextContent(ACK_QUEUED[lang]);
    expect(ack.asked).toBe(0);

    setOnline(true);
    await waitFor(() => expect(ack.asked).toBe(1));
    expect(ack.requests[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(within(list).queryByTestId('phone-incident-ack-queued')).toBeNull());
    expect(api.unanswered).toEqual([]);
  });
});
