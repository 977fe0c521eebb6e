import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, type Lang } from '../../../src/i18n/language';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { backtest, calm, crashing, night, pond } from './forecast-fixtures';

type Text = Record<Lang, string>;
const WORDS = {
  title: { 'zh-CN': '溶解氧预报回测', 'en-US': 'Oxygen forecast backtest' },
  scored: { 'zh-CN': '2 晚参与评分', 'en-US': '2 nights scored' },
  noForecast: { 'zh-CN': '未预报', 'en-US': 'No forecast' },
  empty: { 'zh-CN': '所选时段内没有可对比的夜晚', 'en-US': 'No night to compare in this period' },
  noPonds: { 'zh-CN': '暂无塘口水质监测设备', 'en-US': 'No pond monitors' },
  week: { 'zh-CN': '7 天', 'en-US': '7 days' },
} satisfies Record<string, Text>;
/** antd spaces a two-character Chinese button label ("重 试"). */
const RETRY = /^(Retry|重\s?试)$/;

function pondsAnswered(api: FakeApi) {
  api.call('GET /forecast/do/ponds').answers([pond('AW00002', '2号塘', 6.4, crashing('AW00002')), pond('AW00001', '1号塘', 7.1, calm('AW00001'))]);
}

const NIGHTS = [night('2026-12-03', [3.1, 2.6, 3.6], 2.9), night('2026-12-04', null, 4.2), night('2026-12-05', [4.0, 3.5, 4.5], 4.3)];

/** Issue 35 item 4: /operation/forecast, the 20:00 forecasts of past nights against what happened. */
describe.each(LANGUAGES)('the oxygen forecast backtest in %s', (lang) => {
  it("shows the first pond's nights newest first with the band, the actual minimum and the error, and the MAE; another window asks again", async () => {
    const api = new FakeApi();
    pondsAnswered(api);
    const answer = api.call('GET /forecast/do/backtest').answers(backtest('AW00002', NIGHTS));
    await renderApp('/operation/forecast', { lang, api });

    expect(await screen.findByTestId('forecast-page')).toHaveTextContent(WORDS.title[lang]);
    const mae = await screen.findByTestId('backtest-mae');
    expect(mae).toHaveTextContent('0.25');
    expect(mae).toHaveTextContent('mg/L');
    expect(screen.getByTestId('backtest-scored')).toHaveTextContent(WORDS.scored[lang]);
    expect(answer.requests[0].query.get('device_id')).toBe('AW00002');
    expect(answer.requests[0].query.get('days')).toBe('30');

    const rows = within(screen.getByTestId('backtest-table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['2026-12-05', '4.0 (3.5–4.5) · 05:00', '4.3 · 05:20', '0.30'],
      ['2026-12-04', WORDS.noForecast[lang], '4.2 · 05:20', '-'],
      ['2026-12-03', '3.1 (2.6–3.6) · 05:00', '2.9 · 05:20', '0.20'],
    ]);
    // The chart: a forecast dot for each night forecast, an actual one for each night measured.
    expect(screen.getAllByTestId('backtest-predicted')).toHaveLength(2);
    expect(screen.getAllByTestId('backtest-actual')).toHaveLength(3);

    screen.getByText(WORDS.week[lang]).click();
    await waitFor(() => expect(answer.requests.at(-1)?.query.get('days')).toBe('7'));
    expect(api.unanswered).toEqual([]);
  });

  it('says when there is no night to compare, and shows a refusal with Retry that asks again', async () => {
    const api = new FakeApi();
    pondsAnswered(api);
    const answer = api.call('GET /forecast/do/backtest').refuses(400, 'A0400', lang === 'zh-CN' ? '天数无效' : 'Invalid days');
    await renderApp('/operation/forecast', { lang, api });

    expect(await screen.findByText(lang === 'zh-CN' ? '天数无效' : 'Invalid days')).toBeInTheDocument();
    expect(screen.queryByTestId('backtest-table')).toBeNull();
    answer.answers(backtest('AW00002', []));
    screen.getByRole('button', { name: RETRY }).click();
    expect(await screen.findByText(WORDS.empty[lang])).toBeInTheDocument();
    expect(answer.asked).toBe(2);
    expect(screen.queryByTestId('backtest-mae')).toBeNull();
    expect(api.unanswered).toEqual([]);
  });

  it('says there is no pond monitor to backtest', async () => {
    const api = new FakeApi();
    api.call('GET /forecast/do/ponds').answers([]);
    await renderApp('/operation/forecast', { lang, api });
    expect(await screen.findByText(WORDS.noPonds[lang])).toBeInTheDocument();
    expect(api.unanswered).toEqual([]);
  });
});
