import type { Page } from 'playwright-core';
import type { Finding } from './language-scan';

/**
 * What a new user noticed beside the language (issue 42 items 5-7), scanned on every page the walk
 * opens. Each finding's text starts with its kind:
 * - `[date]` a date written by the browser's locale ("12/5/2026", "2026/12/5"): the console writes
 *   YYYY-MM-DD in both languages, whatever the browser's own language is;
 * - `[float]` float noise (5.800000000000001): a number with nine or more decimals is arithmetic
 *   showing through, never a reading's precision;
 * - `[code]` a snake_case code (farm_feeding) outside user data and literal code: users read names;
 * - `[cut]` a table cell cut to an ellipsis that leaves fewer than six characters readable.
 * User data (`data-user-data`) is exempt from the code rule only: a code a user typed is theirs,
 * but a number the console computed is the console's.
 */
export async function scanPolish(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const LOCALE_DATE = /(?<![\d/])(?:\d{1,2}\/\d{1,2}\/\d{4}|\d{4}\/\d{1,2}\/\d{1,2})(?![\d/])/;
    const FLOAT_NOISE = /(?<![\w.])\d+\.\d{9,}(?![\w])/;
    const SNAKE_CODE = /(?<![\w./:@-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w./@-])/;
    const MIN_READABLE = 6;
    const visible = (el: Element): boolean => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.right > 0 && box.bottom > 0;
    };
    const pathOf = (el: Element): string => {
      const parts: string[] = [];
      for (let at: Element | null = el; at && at !== document.body && parts.length < 6; at = at.parentElement) {
        const testId = at.getAttribute('data-testid');
        if (testId) return [`[data-testid="${testId}"]`, ...parts].join(' > ');
        const cls = [...at.classList].find((c) => !c.startsWith('css-'));
        parts.unshift(`${at.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`);
      }
      return parts.join(' > ');
    };
    const found = new Map<string, { text: string; path: string }>();
    const add = (kind: string, text: string, el: Element) => {
      const entry = { text: `[${kind}] ${text.length > 80 ? `${text.slice(0, 80)}…` : text}`, path: pathOf(el) };
      found.set(`${entry.text}|${entry.path}`, entry);
    };
    const literal = (el: Element) => el.closest('code, kbd, samp, script, style, noscript, template, [data-literal]') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el || literal(el) || !visible(el)) continue;
      const date = LOCALE_DATE.exec(text);
      if (date) add('date', date[0], el);
      const noise = FLOAT_NOISE.exec(text);
      if (noise) add('float', noise[0], el);
      const code = el.closest('[data-user-data]') ? null : SNAKE_CODE.exec(text);
      if (code) add('code', code[0], el);
    }
    // antd marks an ellipsis column's cells; a cut shows as content wider than the cell.
    for (const cell of document.querySelectorAll('.ant-table-cell-ellipsis')) {
      if (cell.tagName !== 'TD' || !visible(cell)) continue;
      const inner = (cell.querySelector('.ant-table-cell-content') ?? cell) as HTMLElement;
      const text = inner.textContent?.trim() ?? '';
      if (!text || inner.scrollWidth <= inner.clientWidth + 1) continue;
      const readable = Math.floor((inner.clientWidth / inner.scrollWidth) * [...text].length);
      if (readable < MIN_READABLE) add('cut', `${text} (${readable} of ${[...text].length} characters readable)`, cell);
    }
    return [...found.values()];
  });
}
