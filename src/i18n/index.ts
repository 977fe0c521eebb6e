import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCN from './locales/zh-CN';
import enUS from './locales/en-US';
import { LANGUAGE_STORAGE_KEY, storedLanguage, type Lang } from './language';

export { LANGUAGES, storedLanguage, type Lang } from './language';

void i18next.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
  lng: storedLanguage(),
  // Spec section 9: the translation layer falls back to en-US while the interface defaults to Chinese.
  fallbackLng: 'en-US',
  interpolation: { escapeValue: false },
  initAsync: false,
});
applyDocumentLanguage(storedLanguage());

/** dayjs follows the language from ./dayjs-locale.ts, loaded with the first signed-in page. */
function applyDocumentLanguage(lang: Lang) {
  document.documentElement.lang = lang;
  document.title = i18next.t('app.title');
}

/** Switches the interface language and remembers it under `languageSet` (dayjs follows: ./dayjs-locale.ts). */
export async function setLanguage(lang: Lang): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  await i18next.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

type Tree = { [key: string]: string | Tree };

/**
 * Lets a page keep its own strings beside it: called at module level of a lazily loaded page, it
 * merges both languages into the shared namespace when the page's chunk loads.
 */
export function registerTranslations(resources: Record<Lang, Tree>): void {
  for (const lang of Object.keys(resources) as Lang[]) {
    i18next.addResourceBundle(lang, 'translation', resources[lang], true, false);
  }
}

export { i18next };
