import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Health } from '../../shared/contract/api/health';
import { configureStreams } from '../../streams';
import { APP_STREAMS_CONFIG } from '../../src/app/live-data';
import { LANGUAGES, type Lang } from '../../src/i18n/language';
import { FakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const FILLING = { 'zh-CN': '演示历史数据仍在生成中（42%）', 'en-US': 'Demo history is still filling (42 %)' } satisfies Record<Lang, string>;

const health = (backfill?: Health['backfill']): Health => ({ status: 'ok', database: { kind: 'pglite', ok: true }, uptimeSeconds: 12, ...(backfill ? { backfill } : {}) });

beforeEach(() => {
  configureStreams(APP_STREAMS_CONFIG);
});

/** Issue 42: while a first start still writes the demo history, the history and report pages say so. */
describe.each(LANGUAGES)('the demo history notice in %s', (lang) => {
  it.each(['/analysis/history', '/report/day'])('shows how far the history is on %s while it fills', async (path) => {
    const api = new FakeApi();
    api.call('POST /userdevices/findDeviceList').answers({ rows: [], total: 0 });
    api.call('GET /health').answers(health({ done: false, progress: 42 }));
    await renderApp(path, { lang, api });
    expect(await screen.findByTestId('demo-history-notice')).toHaveTextContent(FILLING[lang]);
  });

  it('shows nothing once the history is written, or without the simulator', async () => {
    for (const answer of [health({ done: true, progress: 100 }), health()]) {
      const api = new FakeApi();
      api.call('POST /userdevices/findDeviceList').answers({ rows: [], total: 0 });
      const asked = api.call('GET /health').answers(answer);
      const { view } = await renderApp('/report/day', { lang, api });
      await waitFor(() => expect(asked.asked).toBeGreaterThan(0));
      expect(await screen.findByTestId('report-day-page')).toBeInTheDocument();
      expect(screen.queryByTestId('demo-history-notice')).toBeNull();
      view.unmount();
    }
  });
});
