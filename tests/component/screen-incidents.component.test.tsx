import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { IncidentList, IncidentRow } from '../../shared/contract/api/incidents';
import type { AlarmList } from '../../shared/contract/api/alarms';
import { configureStreams, requestRefresh } from '../../streams';
import { APP_STREAMS_CONFIG } from '../../src/app/live-data';
import { AlarmTicker } from '../../screens/shared/alarm-ticker';
import { LANGUAGES, type Lang } from '../../src/i18n/language';
import { FakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const TS = Date.UTC(2026, 2, 1, 0, 0, 5);
const SITE_DOWN: IncidentRow = {
  id: 7, tenant_id: 2, site_id: 3, cause: 'site_offline', severity: 'major', title: '南浔基地：设备离线', title_en: 'Nanxun base: devices offline',
  status: 'open', opened_at: TS, last_alarm_at: TS + 5000, alarm_count: 50, acked_at: null, acked_by: null, acked_via: null, resolved_at: null,
};
const list = (rows: IncidentRow[]): IncidentList => ({ rows, total: rows.length, open: rows.filter((r) => r.status === 'open').length });
const ALARMS = {
  rows: [{ id: 31, device_id: 'AW00001', device_name: '1号塘', param_key: 'do', name: '溶解氧', name_en: 'Dissolved oxygen', kind: 'warning', state: 'active', value: 3.1, unit: 'mg/L', raised_at: TS - 60_000 }],
  total: 1,
} as unknown as AlarmList;

const SHOWN: Record<Lang, { title: string; severity: string; open: string; acknowledged: string }> = {
  'zh-CN': { title: '南浔基地：设备离线', severity: '重要', open: '未确认', acknowledged: '已确认' },
  'en-US': { title: 'Nanxun base: devices offline', severity: 'Major', open: 'Unacknowledged', acknowledged: 'Acknowledged' },
};

/** Issue 36: the big screens' alarm panel (one component on all four) shows open incidents before single alarms. */
describe.each(LANGUAGES)('the big screens\' alarm panel in %s', (lang) => {
  it('lists the open incident first (severity, title, state, since), then the alarms, and follows its acknowledgement', async () => {
    const api = new FakeApi();
    api.call('GET /incidents').answers(list([SITE_DOWN]));
    await renderApp('/message', { lang, api });
    configureStreams(APP_STREAMS_CONFIG);
    const { container } = render(<AlarmTicker prompts={ALARMS} />);
    requestRefresh();

    const incident = await waitFor(() => {
      const found = container.querySelector('[data-incident-id="7"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    const lines = [...container.querySelectorAll('li')];
    expect(lines.map((li) => li.getAttribute('data-incident-id') ?? `alarm ${li.getAttribute('data-alarm-id')}`)).toEqual(['7', 'alarm 31']);
    expect(within(incident).getByText(SHOWN[lang].title)).toBeInTheDocument();
    expect(within(incident).getByText(SHOWN[lang].severity)).toBeInTheDocument();
    expect(within(incident).getByText(SHOWN[lang].open)).toBeInTheDocument();
    expect(incident).toHaveTextContent(/\d\d-\d\d \d\d:\d\d/);

    // Acknowledged elsewhere: the push asks the list again (as requestRefresh does here), and the wall follows.
    api.call('GET /incidents').answers(list([{ ...SITE_DOWN, status: 'acknowledged' }]));
    requestRefresh();
    await waitFor(() => expect(container.querySelector('[data-incident-id="7"]')).toHaveAttribute('data-status', 'acknowledged'));
    expect(within(container.querySelector('[data-incident-id="7"]') as HTMLElement).getByText(SHOWN[lang].acknowledged)).toBeInTheDocument();
    expect(screen.queryAllByTestId('alarm-ticker')).toHaveLength(1);
  });
});
