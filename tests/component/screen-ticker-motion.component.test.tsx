import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { AlarmList } from '../../shared/contract/api/alarms';
import { configureStreams, requestRefresh } from '../../streams';
import { APP_STREAMS_CONFIG } from '../../src/app/live-data';
import { AlarmTicker } from '../../screens/shared/alarm-ticker';
import { FakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const TS = Date.UTC(2026, 2, 1, 0, 0, 5);
/** Six alarms: more than the panel's four lines, so the list scrolls unless motion is reduced. */
const ALARMS = {
  rows: Array.from({ length: 6 }, (_, i) => ({ id: 40 + i, device_id: 'AW00001', device_name: `${i + 1}号塘`, param_key: 'do', name: '溶解氧', name_en: 'Dissolved oxygen', kind: 'warning', state: 'active', value: 3.1, unit: 'mg/L', raised_at: TS - i * 60_000 })),
  total: 6,
} as unknown as AlarmList;

/** The system's "reduce motion" setting as the browser reports it through matchMedia. */
function systemAsksForReducedMotion(reduce: boolean) {
  const real = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => (query.includes('prefers-reduced-motion') ? ({ ...real(query), matches: reduce, media: query, addEventListener: () => undefined, removeEventListener: () => undefined } as MediaQueryList) : real(query)));
}

async function renderTicker() {
  const api = new FakeApi();
  api.call('GET /incidents').answers({ rows: [], total: 0, open: 0 });
  await renderApp('/message', { lang: 'zh-CN', api });
  configureStreams(APP_STREAMS_CONFIG);
  const { container } = render(<AlarmTicker prompts={ALARMS} />);
  requestRefresh();
  await waitFor(() => expect(container.querySelectorAll('[data-alarm-id="40"]').length).toBeGreaterThan(0));
  return container.querySelector('[data-testid="alarm-ticker"]') as HTMLElement;
}

/** The big screens' alarm list: scrolling on a wall, standing still for whoever asked for less motion (WCAG 2.3.3). */
describe("the big screens' alarm list and the system's motion setting", () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls a list longer than the panel, each line drawn twice for a seamless loop, when motion is not reduced', async () => {
    systemAsksForReducedMotion(false);
    const ticker = await renderTicker();
    const list = ticker.querySelector('ul') as HTMLElement;
    expect(list).toHaveClass('screen-ticker-scroll');
    expect(list.style.animationDuration).toBe('18s');
    expect(ticker.querySelectorAll('[data-alarm-id="40"]')).toHaveLength(2);
    expect(ticker).not.toHaveClass('screen-ticker-still');
    expect(ticker).not.toHaveAttribute('tabindex');
  });

  it('stands still with each line once, to be scrolled by hand or keyboard, when the system asks for reduced motion', async () => {
    systemAsksForReducedMotion(true);
    const ticker = await renderTicker();
    const list = ticker.querySelector('ul') as HTMLElement;
    expect(list).not.toHaveClass('screen-ticker-scroll');
    expect(list.style.animationDuration).toBe('');
    expect(ticker.querySelectorAll('li')).toHaveLength(6);
    expect(ticker.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
    expect(ticker).toHaveClass('screen-ticker-still');
    // Longer than the panel, it scrolls: a named region the keyboard reaches (axe: scrollable-region-focusable).
    expect(ticker).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: '实时报警' })).toBe(ticker);
  });
});
