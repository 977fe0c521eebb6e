import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { IncidentList, IncidentRow } from '../../shared/contract/api/incidents';
import { configureStreams, requestRefresh } from '../../streams';
import { APP_STREAMS_CONFIG } from '../../src/app/live-data';
import { MessageBell } from '../../src/components/message-bell';
import { LANGUAGES, type Lang } from '../../src/i18n/language';
import { useMessageStore } from '../../src/stores/message-store';
import { FakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const TS = Date.UTC(2026, 2, 1, 0, 0, 5);
const SITE_DOWN: IncidentRow = {
  id: 7, tenant_id: 2, site_id: 3, cause: 'site_offline', severity: 'major', title: '南浔基地：设备离线', title_en: 'Nanxun base: devices offline',
  status: 'open', opened_at: TS, last_alarm_at: TS + 5000, alarm_count: 50, acked_at: null, acked_by: null, acked_via: null, resolved_at: null,
};
const list = (rows: IncidentRow[]): IncidentList => ({ rows, total: rows.length, open: rows.filter((r) => r.status === 'open').length });

const SHOWN: Record<Lang, { title: string; alarms: string; ack: string; bell: string; done: string }> = {
  'zh-CN': { title: '南浔基地：设备离线', alarms: '50 条报警', ack: '确认', bell: '1 个未确认事件', done: '已确认' },
  'en-US': { title: 'Nanxun base: devices offline', alarms: '50 alarms', ack: 'Acknowledge', bell: '1 unacknowledged incidents', done: 'Acknowledged' },
};

afterEach(() => {
  useMessageStore.setState({ serverItems: [], readServerIds: [], status: 'idle', error: null });
});

/** Issue 36: open incidents come first in the message center and count in the bell, in the reader's language. */
describe.each(LANGUAGES)('incidents in %s', (lang) => {
  it('the message center lists the open incident first with its title, alarm count and an acknowledge button that acknowledges it', async () => {
    const api = new FakeApi();
    const incidents = api.call('GET /incidents').answers(list([SITE_DOWN]));
    api.call('GET /mesPrompt/find').answers({ rows: [], total: 0, unread: 0 });
    api.call('GET /notices/mine').answers({ rows: [], unread: 0 });
    const { user } = await renderApp('/message', { lang, api });
    configureStreams(APP_STREAMS_CONFIG);
    requestRefresh();

    const item = await screen.findByTestId('incident-item');
    expect(within(item).getByTestId('incident-title')).toHaveTextContent(SHOWN[lang].title);
    expect(within(item).getByText(SHOWN[lang].alarms)).toBeInTheDocument();
    expect(incidents.requests.at(-1)?.query.get('status')).toBe('active');

    const ack = api.call('POST /incidents/7/ack').answers({ outcome: 'acknowledged', incident: { ...SITE_DOWN, status: 'acknowledged', acked_at: TS + 9000, acked_by: 'admin', acked_via: 'console' } });
    api.call('GET /incidents').answers(list([{ ...SITE_DOWN, status: 'acknowledged' }]));
    // antd spaces a two-character Chinese label ("确 认"): the button is found by its test id, its words compared without spaces.
    const button = within(item).getByTestId('incident-ack');
    expect(button.textContent?.replace(/\s/g, '')).toBe(SHOWN[lang].ack.replace(/\s/g, ''));
    await user.click(button);
    await waitFor(() => expect(ack.requests).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('incident-item')).toHaveAttribute('data-status', 'acknowledged'));
    expect(screen.queryByTestId('incident-ack')).toBeNull();
    expect(within(screen.getByTestId('incident-item')).getByText(SHOWN[lang].done)).toBeInTheDocument();
    expect(api.unanswered).toEqual([]);
  });

  it('the bell counts the open incident and names it', async () => {
    const api = new FakeApi();
    api.call('GET /incidents').answers(list([SITE_DOWN]));
    await renderApp('/message', { lang, api });
    configureStreams(APP_STREAMS_CONFIG);
    render(<MessageBell onOpen={() => undefined} />);
    requestRefresh();
    const bell = screen.getByTestId('message-bell');
    await waitFor(() => expect(bell).toHaveAttribute('data-incidents', '1'));
    expect(bell).toHaveAttribute('aria-label', SHOWN[lang].bell);
  });
});
