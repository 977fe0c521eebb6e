import type { Lang } from '../../../src/i18n';
import { englishWords } from '../../e2e/support/language-scan';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const ATTRIBUTES = ['title', 'placeholder', 'aria-label', 'alt'] as const;

/** Whether `text` is in the other language than `lang`: Chinese characters in English, English words in Chinese. */
const foreign = (text: string, lang: Lang) => (lang === 'en-US' ? CJK.test(text) : englishWords(text).length > 0);

/**
 * Whether what `el` says is exempt, by the rules of the browser's scan (tests/e2e/support/language-scan.ts):
 * literal code, user data (but for placeholders, which are the interface's), text declared in another
 * language (the language switch names each language in its own), and the names antd gives its icons.
 */
function exempt(el: Element, attr?: string): boolean {
  if (el.closest('code, kbd, samp, script, style, noscript, template')) return true;
  if (attr === 'aria-label' && el.classList.contains('anticon')) return true;
  const placeholder = attr === 'placeholder' || el.closest('.ant-select-placeholder') !== null;
  if (!placeholder && el.closest('[data-user-data]')) return true;
  const declared = el.closest('[lang]');
  return declared !== null && declared !== document.documentElement && declared.getAttribute('lang') !== document.documentElement.lang;
}

/** Hidden by the DOM itself; a simulated DOM has no layout, so what CSS alone hides still counts. */
const hidden = (el: Element) => el.closest('[hidden], [aria-hidden="true"], [style*="display: none"]') !== null;

/**
 * The strings under `root` in the other language than `lang`, each with its attribute when it is
 * one: the browser's language scan without layout, for what a component test renders (a form in
 * its dialog). The browser's scan (the language walk) still reads every page as drawn.
 */
export function foreignStrings(root: Element, lang: Lang): string[] {
  const found = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const el = node.parentElement;
    if (text && el && foreign(text, lang) && !exempt(el) && !hidden(el)) found.add(text);
  }
  for (const attr of ATTRIBUTES) {
    for (const el of root.querySelectorAll(`[${attr}]`)) {
      const value = el.getAttribute(attr)?.trim() ?? '';
      if (value && foreign(value, lang) && !exempt(el, attr) && !hidden(el)) found.add(`@${attr}=${value}`);
    }
  }
  return [...found];
}
