import type { Page } from 'playwright-core';

export type WalkLang = 'zh-CN' | 'en-US';

/** One visible string of the other language: where it is and what it says. */
export interface Finding {
  /** Text content, or `@title=…` / `@placeholder=…` / `@aria-label=…` for an attribute. */
  text: string;
  /** A CSS-ish path from the nearest test id (or body) to the element. */
  path: string;
}

/**
 * Latin words a Chinese interface legitimately shows: units, protocols, product and brand names.
 * Each must be a whole word of the finding; any other word of two or more ASCII letters is English
 * in Chinese ("OK", "No" included). Single letters are units and symbols (mg/L, m, V, °C), not words.
 */
export const LATIN_IN_CHINESE: readonly string[] = [
  // Units (the values' units come from the parameter definitions: mg/L, μg/m³, %obs/m, %LEL).
  'mg', 'kg', 'km', 'cm', 'mm', 'ms', 'kW', 'kWh', 'kV', 'mV', 'mA', 'Hz', 'dB', 'pH', 'KB', 'MB', 'GB',
  'NTU', 'ppm', 'lux', 'hPa', 'kPa', 'MPa', 'rpm', 'obs',
  // Chemical formulas (CO beside SO2, NO2, PM10 in the air-quality notes) and a parameter code given as an example ("如 do").
  'CO', 'do',
  // Protocols, formats, identifiers.
  'http', 'https', 'IP', 'MQTT', 'HLS', 'FLV', 'API', 'OpenAPI', 'IMEI', 'ICCID', 'SIM', 'PTZ', 'IoT', 'GIS', 'GPS', 'JSON', 'CSV', 'URL', 'HTTP', 'HTTPS',
  'ICP', 'glTF', 'GLB', 'LEL', 'PNG', 'JPEG', 'WebP', 'WebM', 'xlsx', 'PDF', 'AI',
  // Industrial field buses (issue 38): the devices page's Modbus button and dialog.
  'Modbus', 'TCP', 'RTU', 'DTU',
  // Camera protocols (issue 38): the camera settings' "RTSP 摄像头", its transport and ONVIF fields.
  'RTSP', 'ONVIF', 'UDP',
  // Coordinate systems (issue 39): the location picker's GCJ-02 (WGS84 reads as a code already).
  'GCJ',
  // Air quality: the index's own name and its standard (HJ 633-2012) in Chinese documents too.
  'AQI', 'IAQI', 'HJ',
  // The spec's device type codes, shown beside the type's name.
  'AW', 'AG', 'EWL', 'ES', 'ET', 'EX', 'EYZ', 'PTP',
  // Products and brands.
  'Excel', 'EZVIZ', 'Imou', 'WebGL',
];

/** A Latin word: letters touching no other letter or digit (AW00001, PM2.5 and SIM000001 are codes, not words). */
const LATIN_WORD = '(?<![A-Za-z0-9])[A-Za-z]{2,}(?![A-Za-z0-9])';
/** Web and e-mail addresses read the same in both languages. */
const ADDRESS = '\\S+://\\S+|\\S+@\\S+\\.\\S+';

/** The words of `text` that are English on a Chinese page (the rule the scan applies in the page). */
export function englishWords(text: string): string[] {
  const allow = new Set(LATIN_IN_CHINESE);
  const words = text.replace(new RegExp(ADDRESS, 'g'), ' ').match(new RegExp(LATIN_WORD, 'g')) ?? [];
  return words.filter((word) => !allow.has(word));
}

/**
 * Scans the visible page for strings of the other language and returns them.
 *
 * User data is not the interface's language and is skipped by the DOM, not by a list of strings:
 * - text inside an element marked `data-user-data` (src/lib/user-data.ts), except placeholders,
 *   which are the interface's even in a picker of device names;
 * - text whose nearest `lang` attribute names another language than the document (the language
 *   switch offers "English" / "中文" in their own language, as language pickers do);
 * - form values: inputs and textareas hold them in `value`, which is no text node;
 * - literal code (`code`, `kbd`, `samp`), addresses and e-mail addresses: they read the same in both languages;
 * - the names antd gives its icons in `aria-label` ("home", "down"): icon ids, not words the console chose.
 * Hidden tabs, closed popups, zero-size nodes and nodes placed off the page's top or left edge are
 * not visible and not scanned.
 */
export async function scanLanguage(page: Page, lang: WalkLang): Promise<Finding[]> {
  return page.evaluate(
    ({ lang, allowed, wordSource, addressSource }) => {
      const cjk = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
      const allow = new Set(allowed);
      const word = new RegExp(wordSource, 'g');
      const address = new RegExp(addressSource, 'g');
      // englishWords() above, in the page.
      const foreign = (text: string): boolean => {
        if (lang === 'en-US') return cjk.test(text);
        return (text.replace(address, ' ').match(word) ?? []).some((w) => !allow.has(w));
      };
      const docLang = document.documentElement.lang;
      // A placeholder is the interface's even inside a picker of user data.
      const placeholder = (el: Element) => el.closest('.ant-select-placeholder') !== null;
      const exempt = (el: Element, attr?: string): boolean => {
        if (el.closest('code, kbd, samp, script, style, noscript, template')) return true;
        if (attr !== 'placeholder' && !placeholder(el) && el.closest('[data-user-data]')) return true;
        const declared = el.closest('[lang]');
        return declared !== null && declared !== document.documentElement && declared.getAttribute('lang') !== docLang;
      };
      // Text placed wholly left of or above the page (a chart library's measuring node) cannot be scrolled to.
      const visible = (el: Element): boolean => {
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.right + window.scrollX > 0 && box.bottom + window.scrollY > 0;
      };
      // Up to the nearest test id; past six steps the middle is elided, the test id still leads.
      const pathOf = (el: Element): string => {
        const parts: string[] = [];
        let elided = false;
        for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
          const testId = at.getAttribute('data-testid');
          if (testId) return `[data-testid="${testId}"]${elided ? ' … ' : parts.length ? ' > ' : ''}${parts.join(' > ')}`;
          if (parts.length >= 6) {
            elided = true;
            continue;
          }
          const cls = [...at.classList].find((c) => !/^(css-|ant-.*-(active|selected|open|focused|hidden)$)/.test(c));
          const siblings = at.parentElement ? [...at.parentElement.children].filter((c) => c.tagName === at!.tagName) : [];
          const nth = siblings.length > 1 ? `:nth-of-type(${siblings.indexOf(at) + 1})` : '';
          parts.unshift(`${at.tagName.toLowerCase()}${at.id ? `#${at.id}` : ''}${cls ? `.${cls}` : ''}${nth}`);
        }
        return `${elided ? '… ' : ''}${parts.join(' > ')}`;
      };

      const found = new Map<string, { text: string; path: string }>();
      const add = (text: string, el: Element) => {
        const path = pathOf(el);
        found.set(`${text}|${path}`, { text, path });
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const el = node.parentElement;
        if (!text || !el || !foreign(text) || exempt(el) || !visible(el)) continue;
        add(text.length > 120 ? `${text.slice(0, 120)}…` : text, el);
      }
      for (const attr of ['title', 'placeholder', 'aria-label', 'alt']) {
        for (const el of document.body.querySelectorAll(`[${attr}]`)) {
          const value = el.getAttribute(attr)?.trim() ?? '';
          if (attr === 'aria-label' && el.classList.contains('anticon')) continue;
          if (value && foreign(value) && !exempt(el, attr) && visible(el)) add(`@${attr}=${value}`, el);
        }
      }
      if (foreign(document.title)) found.set('title', { text: `@document.title=${document.title}`, path: 'head > title' });
      return [...found.values()];
    },
    { lang, allowed: LATIN_IN_CHINESE, wordSource: LATIN_WORD, addressSource: ADDRESS },
  );
}
