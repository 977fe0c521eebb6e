import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RealtimeDevice } from '../../../shared/contract/api/realtime';
import { configureStreams } from '../../../streams';
import { APP_STREAMS_CONFIG } from '../../../src/app/live-data';
import { LANGUAGES, type Lang } from '../../../src/i18n/language';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { ASOF, calm, crashing, pond } from './forecast-fixtures';

type Text = Record<Lang, string>;
const WORDS = {
  title: { 'zh-CN': '今晚溶解氧预报', 'en-US': "Tonight's oxygen" },
  never: { 'zh-CN': '不低于', 'en-US': 'never' },
} satisfies Record<string, Text>;

const monitor = (id: string, tenant: number): RealtimeDevice => ({
  device_id: id, device_name: `${id} 塘`, device_type: 'AW', tenant_id: tenant, status: 'online', alarm: 'normal', last_update: ASOF, longitude: null, latitude: null, params: [],
});

beforeEach(() => configureStreams(APP_STREAMS_CONFIG));

/** Issue 35 item 4: the fish screen's panel of tonight's forecast per pond of its farm. */
describe.each(LANGUAGES)("the fish screen's tonight's oxygen in %s", (lang) => {
  it("lists the farm's ponds, the one crossing its limit first in the warning colour, with its minimum, crossing hour and curve", async () => {
    const api = new FakeApi();
    // The farm is the company of the first monitor (1); another company's pond stays off its wall.
    api.call('GET /realtimeAll').answers({ rows: [monitor('AW00001', 1), monitor('AW00002', 1), monitor('AW00009', 2)], total: 3 });
    api.call('GET /forecast/do/ponds').answers([
      pond('AW00001', '1号塘', 7.1, calm('AW00001')),
      pond('AW00009', '9号塘', 5.0, crashing('AW00009')),
      pond('AW00002', '2号塘', 6.4, crashing('AW00002')),
    ]);
    await renderApp('/fish-screen', { lang, api });

    // The panel is loaded apart from the screen (its fallback is a panel of the same id): found again once its ponds are in.
    await waitFor(() => expect(document.querySelectorAll('[data-panel="oxygen"] [data-oxygen-pond]')).toHaveLength(2));
    const panel = document.querySelector<HTMLElement>('[data-panel="oxygen"]')!;
    expect(panel).toHaveTextContent(WORDS.title[lang]);
    const rows = [...panel.querySelectorAll<HTMLElement>('[data-oxygen-pond]')];
    expect(rows.map((row) => row.getAttribute('data-oxygen-pond'))).toEqual(['AW00002', 'AW00001']);
    const [first, second] = rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(first.slice(0, 4)).toEqual(['2号塘', '6.4', '2.8 05:10', '03:40']);
    expect(second.slice(0, 4)).toEqual(['1号塘', '7.1', '4.5 06:00', WORDS.never[lang]]);
    expect(rows[0].querySelectorAll('.screen-warn')).toHaveLength(2);
    expect(rows[1].querySelector('.screen-warn')).toBeNull();
    expect(within(rows[0]).getByTestId('screen-night-curve-crossing')).toBeInTheDocument();
    expect(screen.getByTestId('fish-screen')).toBeInTheDocument();
  });
});
