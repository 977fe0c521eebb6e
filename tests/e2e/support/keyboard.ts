import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Where the keyboard's focus is, and whether the person can see it. */
export interface FocusStop {
  /** A short description of the focused element: tag, test id, role and text, to read in a failure. */
  what: string;
  /** The focus is drawn: an outline or a box shadow on the element or its nearest wrappers (antd draws an input's on its wrapper). */
  visible: boolean;
}

/**
 * The focused element and whether its focus is drawn. antd draws some controls' focus on a wrapper
 * (an input's affix wrapper, a select's box, a segmented item), so the element and up to two
 * wrappers count, each only while it is one of antd's focused wrappers or the element itself.
 */
export function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: 'body', visible: false };
    const outlined = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'transparent' && style.outlineColor !== 'rgba(0, 0, 0, 0)';
    // A slider's handle draws its focus ring on ::after (whose box shadow, the handle's edge, is always there).
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      return outlined(style) || style.boxShadow !== 'none' || outlined(getComputedStyle(node, '::after')) || outlined(getComputedStyle(node, '::before'));
    };
    // antd's focused wrappers: ant-input-affix-wrapper-focused, ant-select-focused, ant-tabs-tab-focus.
    const focusedWrapper = (node: Element) => node.matches(':focus-within') && /-(focused|focus|focus-within)(\s|$)/.test(node.className.toString());
    let visible = drawn(el);
    for (let node = el.parentElement, depth = 0; !visible && node && depth < 3; node = node.parentElement, depth++) {
      visible = focusedWrapper(node) && drawn(node);
    }
    const id = el.closest('[data-testid]')?.getAttribute('data-testid');
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30);
    return { what: `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''}${el.getAttribute('role') ? `(${el.getAttribute('role')})` : ''} "${name}"`, visible };
  });
}

/** How long a focus ring may take to be drawn after the key (antd sets a wrapper's focused class on its next render). */
const DRAWN_WITHIN_MS = 3_000;

/**
 * The focus stop once its ring is drawn, or as it is after DRAWN_WITHIN_MS: antd draws an input's
 * or a select's focus on a wrapper whose class its next render sets, which on a loaded machine
 * came after the first read (the wall's camera field, run beside another file). Returns at once
 * when the ring is there, as it is on a quiet machine.
 */
export async function drawnFocusStop(page: Page): Promise<FocusStop> {
  const until = Date.now() + DRAWN_WITHIN_MS;
  let stop = await focusStop(page);
  while (!stop.visible && stop.what !== 'body' && Date.now() < until) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    stop = await focusStop(page);
  }
  return stop;
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element matches `selector`, at most `max`
 * times, and returns every stop on the way. Each stop's focus must be drawn: a person tabbing
 * through the page sees where they are at every press, not only at the target.
 */
export async function tabTo(page: Page, selector: string, options: { back?: boolean; max?: number } = {}): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  if (await isFocused(page, selector)) return stops;
  for (let i = 0; i < (options.max ?? 60); i++) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    stops.push(await drawnFocusStop(page));
    if (await isFocused(page, selector)) {
      expectDrawn(stops, selector);
      return stops;
    }
  }
  throw new Error(`${selector} was not reached in ${options.max ?? 60} presses of ${options.back ? 'Shift+Tab' : 'Tab'}:\n${describe(stops)}`);
}

/** Whether the focused element matches `selector` (or sits inside an element that does). */
export function isFocused(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => document.activeElement?.closest(sel) != null && document.activeElement !== document.body, selector);
}

/** Presses `key` until the focused element matches `selector` (arrow keys in a menu or a radio group). */
export async function arrowTo(page: Page, key: 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight', selector: string, max = 40): Promise<void> {
  const stops: FocusStop[] = [];
  if (await isFocused(page, selector)) return;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    stops.push(await drawnFocusStop(page));
    if (await isFocused(page, selector)) {
      expectDrawn(stops, selector);
      return;
    }
  }
  throw new Error(`${selector} was not reached in ${max} presses of ${key}:\n${describe(stops)}`);
}

/**
 * Every stop drew its focus. The body is not a stop a person sees: focus passes it on leaving the
 * page's last control for the browser's own (the next Tab comes back to the first).
 */
function expectDrawn(stops: FocusStop[], selector: string) {
  expect(stops.filter((s) => !s.visible && s.what !== 'body'), `focus not drawn on the way to ${selector}:\n${describe(stops)}`).toEqual([]);
}

const describe = (stops: FocusStop[]) => stops.map((s, i) => `${i + 1}. ${s.visible ? '' : '[no focus ring] '}${s.what}`).join('\n');
