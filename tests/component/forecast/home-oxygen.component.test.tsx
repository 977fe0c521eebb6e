import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { configureStreams, requestRefresh } from '../../../streams';
import { APP_STREAMS_CONFIG } from '../../../src/app/live-data';
import { LANGUAGES, type Lang } from '../../../src/i18n/language';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { calm, crashing, noForecast, pond } from './forecast-fixtures';

type Text = Record<Lang, string>;
const WORDS = {
  empty: { 'zh-CN': '暂无塘口水质监测设备', 'en-US': 'No pond monitors' },
  failed: { 'zh-CN': '加载失败：预报服务暂不可用', 'en-US': 'Could not load: 预报服务暂不可用' },
  crashing: { 'zh-CN': '今晚最低 2.8 mg/L，05:10 (2.3–3.3)，03:40 起低于 3', 'en-US': "Tonight's minimum 2.8 mg/L at 05:10 (2.3–3.3), below 3 from 03:40" },
  calm: { 'zh-CN': '今晚最低 4.5 mg/L，06:00 (4.0–5.0)，不低于 3', 'en-US': "Tonight's minimum 4.5 mg/L at 06:00 (4.0–5.0), not below 3" },
  fewNights: { 'zh-CN': '历史夜晚不足 7 晚，暂不预报', 'en-US': 'Fewer than 7 past nights: no forecast yet' },
} satisfies Record<string, Text>;
/** antd spaces a two-character Chinese button label ("重 试"). */
const RETRY = /^(Retry|重\s?试)$/;

const card = () => screen.getByTestId('home-oxygen');

/** Issue 35 item 4: the home page's "Tonight's oxygen" panel from GET /forecast/do/ponds. */
describe.each(LANGUAGES)("the home page's tonight's oxygen in %s", (lang) => {
  it('shows loading, a refusal with Retry, no pond monitors, then the ponds crossing their limit first in the warning colour', async () => {
    const api = new FakeApi();
    const ponds = api.call('GET /forecast/do/ponds').holding();
    configureStreams(APP_STREAMS_CONFIG);
    await renderApp('/home', { lang, api });

    // Held: the panel waits with a skeleton, no pond listed.
    await waitFor(() => expect(card()).toHaveAttribute('data-status', 'loading'));
    expect(card().querySelector('.ant-skeleton')).not.toBeNull();
    expect(within(card()).queryAllByTestId('home-oxygen-pond')).toEqual([]);

    // Refused: the server's words and Retry, which asks again.
    ponds.refuses(503, 'B0503', '预报服务暂不可用');
    expect(await within(card()).findByText(WORDS.failed[lang])).toBeInTheDocument();
    ponds.answers([]);
    const asked = ponds.asked;
    within(card()).getByRole('button', { name: RETRY }).click();
    expect(await within(card()).findByText(WORDS.empty[lang])).toBeInTheDocument();
    expect(ponds.asked).toBeGreaterThan(asked);

    // The ponds: the one crossing its low limit first, whatever order the server sent.
    ponds.answers([
      pond('AW00001', '1号塘', 7.1, calm('AW00001')),
      pond('AW00003', '3号塘', null, noForecast('AW00003', 'too_few_nights', WORDS.fewNights[lang])),
      pond('AW00002', '2号塘', 6.4, crashing('AW00002')),
    ]);
    requestRefresh();
    await waitFor(() => expect(within(card()).getAllByTestId('home-oxygen-pond')).toHaveLength(3));
    const rows = within(card()).getAllByTestId('home-oxygen-pond');
    expect(rows.map((row) => row.getAttribute('data-pond'))).toEqual(['AW00002', 'AW00001', 'AW00003']);
    expect(rows[0]).toHaveAttribute('data-crossing', 'true');
    expect(rows[0].style.borderLeft).toContain('#d46b08');
    expect(rows[1].style.borderLeft).toContain('transparent');
    expect(within(rows[0]).getByText('2号塘')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('home-oxygen-live')).toHaveTextContent('6.4 mg/L');
    expect(within(rows[0]).getByTestId('forecast-summary')).toHaveTextContent(WORDS.crashing[lang]);
    expect(within(rows[0]).getByTestId('night-curve-crossing')).toBeInTheDocument();
    expect(within(rows[1]).getByTestId('forecast-summary')).toHaveTextContent(WORDS.calm[lang]);
    expect(within(rows[1]).queryByTestId('night-curve-crossing')).toBeNull();
    // No forecast: the server's reason, no curve and no invented figure.
    expect(within(rows[2]).getByTestId('forecast-none')).toHaveTextContent(WORDS.fewNights[lang]);
    expect(within(rows[2]).queryByTestId('night-curve')).toBeNull();
    expect(within(rows[2]).getByTestId('home-oxygen-live')).toHaveTextContent('--');
  });
});
