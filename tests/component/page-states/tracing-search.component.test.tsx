import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { LANGUAGES, type Lang } from '../../../src/i18n/language';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { PUBLIC_TRACE } from './screens';
import { retryIn, SERVER_ERROR, spinnersOver } from './shows-states';

const STORY = '/tracing/search?batch=NOPE-1';
const NOT_FOUND: Record<Lang, string> = {
  'zh-CN': '未找到批次号 NOPE-1 的溯源信息，请核对后重试。',
  'en-US': 'No product found for batch number NOPE-1. Check the number and try again.',
};

/**
 * Issue 17 (moved from the e2e page-states test, issue 34): the public tracing page, logged out,
 * shows its spinner, an unknown batch, and a server error with Retry. The public query is no
 * page's main call: a server error shows on the page instead of sending it to /500.
 */
describe.each(LANGUAGES)('/tracing/search, logged out, in %s', (lang) => {
  it('shows a spinner while the query is held, then an unknown batch', async () => {
    const api = new FakeApi();
    const query = api.call('GET /tracing/search').holding();
    await renderApp(STORY, { lang, api, user: null });
    const page = await screen.findByTestId('tracing-search-page');
    expect(document.documentElement.lang).toBe(lang);
    await waitFor(() => expect(query.waiting).toBe(1));
    expect(spinnersOver(page).length).toBeGreaterThan(0);
    query.refuses(404, 'A0404', 'not found');
    expect((await screen.findByTestId('trace-not-found')).textContent).toBe(NOT_FOUND[lang]);
    expect(spinnersOver(page)).toHaveLength(0);
    expect(document.cookie).not.toContain('user=');
    expect(api.unanswered).toEqual([]);
  });

  it('shows a server error with Retry, which asks again and shows the batch', async () => {
    const api = new FakeApi();
    const query = api.call('GET /tracing/search').refuses(500, 'B0500', SERVER_ERROR[lang]);
    const { router, user } = await renderApp(STORY, { lang, api, user: null });
    const error = await screen.findByTestId('trace-error');
    expect(error).toHaveTextContent(SERVER_ERROR[lang]);
    expect(router.state.location.pathname).toBe('/tracing/search');
    const asked = query.asked;
    query.answers({ records: [PUBLIC_TRACE] });
    await user.click(retryIn(error, lang));
    await waitFor(() => expect(screen.getByTestId('trace-story-product').textContent).toBe(PUBLIC_TRACE.product_name));
    expect(query.asked).toBe(asked + 1);
    expect(screen.queryByTestId('trace-error')).toBeNull();
    expect(document.cookie).not.toContain('user=');
    expect(api.unanswered).toEqual([]);
  });
});
