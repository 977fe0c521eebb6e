import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Lang } from '../../../src/i18n';
import { FakeApi, type FakeCall } from '../support/fake-api';
import { renderApp, type RenderedApp } from '../support/render-app';
import type { CallKey } from '../support/api-answers';
import type { Screen } from './screens';
import { foreignStrings } from '../support/language-in-dom';

/** The server's own words for a refusal any call can meet (the rate limiter's) and for a server error. */
export const TOO_MANY: Record<Lang, string> = { 'zh-CN': '请求过于频繁，请稍后再试', 'en-US': 'Too many requests. Please try again later.' };
export const SERVER_ERROR: Record<Lang, string> = { 'zh-CN': '服务器错误', 'en-US': 'server error' };
/** antd spaces a two-character Chinese label. */
export const RETRY: Record<Lang, RegExp> = { 'zh-CN': /^重\s*试$/, 'en-US': /^Retry$/ };

/**
 * The Retry button of an alert, found by its text: finding it by role and accessible name makes
 * happy-dom compute every descendant's style against all of antd's CSS, a tenth of a test's time.
 */
export function retryIn(alert: HTMLElement, lang: Lang): HTMLElement {
  const button = within(alert).getByText(RETRY[lang]).closest('button');
  expect(button).not.toBeNull();
  return button!;
}

/** The spinners over an element: antd draws a table's around it, a card's inside it. */
export const spinnersOver = (element: HTMLElement) =>
  [...document.querySelectorAll<HTMLElement>('.ant-spin-spinning')].filter((spin) => spin.contains(element) || element.contains(spin));

interface Opened {
  app: RenderedApp;
  list: FakeCall<CallKey>;
  root: HTMLElement;
  /** The list's element, looked up when asked: some pages draw it only once there is something to show. */
  listElement(): Promise<HTMLElement>;
}

/**
 * The screen opened in `lang` with its list call set up by `prepare` (held, refused...), and what
 * a person does to ask for the list done: its root and list elements once the page shows.
 */
export async function open(screenDef: Screen, lang: Lang, prepare: (list: FakeCall<CallKey>) => void): Promise<Opened> {
  const api = new FakeApi();
  screenDef.others?.(api);
  const list = api.call(screenDef.call, screenDef.isList);
  prepare(list);
  const app = await renderApp(screenDef.path, { lang, api });
  const root = await screen.findByTestId(screenDef.root);
  expect(document.documentElement.lang).toBe(lang);
  await screenDef.start?.(app);
  return { app, list, root, listElement: () => screen.findByTestId(screenDef.list ?? screenDef.root) };
}

/** Loading while the answer is held, then the page's own empty text. */
export async function showsLoadingThenEmpty(screenDef: Screen, lang: Lang) {
  const { app, list, listElement } = await open(screenDef, lang, (call) => call.holding());
  await waitFor(() => expect(list.waiting).toBe(1));
  const held = await listElement();
  expect(spinnersOver(held).length).toBeGreaterThan(0);
  list.release(screenDef.none);
  const answered = await listElement();
  expect(await within(answered).findByText(screenDef.empty[lang])).toBeInTheDocument();
  await waitFor(() => expect(spinnersOver(answered)).toHaveLength(0));
  expect(app.api.unanswered).toEqual([]);
}

/** A refusal in the API envelope: the page's alert with the server's words; Retry asks again and shows the row. */
export async function showsRefusalThenRetry(screenDef: Screen, lang: Lang) {
  const { app, list, root, listElement } = await open(screenDef, lang, (call) => call.refuses(429, 'A0429', TOO_MANY[lang]));
  const alert = await waitFor(() => {
    const found = root.querySelector<HTMLElement>('.ant-alert-error');
    expect(found).not.toBeNull();
    return found!;
  });
  expect(alert).toHaveTextContent(TOO_MANY[lang]);
  const asked = list.asked;
  list.answers(screenDef.one);
  await app.user.click(retryIn(alert, lang));
  const row = await waitFor(async () => {
    const found = [...(await listElement()).querySelectorAll<HTMLElement>('.ant-table-row')].find((r) => r.textContent?.includes(screenDef.shows));
    expect(found).toBeDefined();
    return found!;
  });
  expect(row).toHaveTextContent(screenDef.shows);
  expect(list.asked).toBeGreaterThan(asked);
  expect(root.querySelectorAll('.ant-alert-error')).toHaveLength(0);
  expect(app.api.unanswered).toEqual([]);
}

/** HTTP 500 on the page's main call is the /500 page (spec section 8). */
export async function showsServerErrorPage(screenDef: Screen, lang: Lang) {
  const api = new FakeApi();
  screenDef.others?.(api);
  const list = api.call(screenDef.call, screenDef.isList).refuses(500, 'B0500', SERVER_ERROR[lang]);
  const app = await renderApp(screenDef.path, { lang, api });
  // A page that lists on opening may leave for /500 before it can be seen.
  if (screenDef.start) {
    await screen.findByTestId(screenDef.root);
    await screenDef.start(app);
  }
  expect(await screen.findByTestId('error-500')).toBeInTheDocument();
  expect(app.router.state.location.pathname).toBe('/500');
  expect(list.asked).toBe(1);
  expect(app.api.unanswered).toEqual([]);
}

/**
 * With an empty list, the page and its add form (opened after a query, which the production logs
 * ask for first: spec section 5) say nothing in the other language.
 */
export async function showsFormInLanguage(screenDef: Screen, lang: Lang) {
  const { app, root, listElement } = await open(screenDef, lang, (call) => call.answers(screenDef.none));
  expect(await within(await listElement()).findByText(screenDef.empty[lang])).toBeInTheDocument();
  const query = within(root).queryByTestId('resource-query');
  if (query) await app.user.click(query);
  await app.user.click(within(root).getByTestId(screenDef.add!));
  const dialog = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-modal');
    expect(found).not.toBeNull();
    return found!;
  });
  expect(dialog.querySelector('form')).not.toBeNull();
  expect(foreignStrings(document.body, lang)).toEqual([]);
  expect(app.api.unanswered).toEqual([]);
}
