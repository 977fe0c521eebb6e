/** The two interface languages; the key and the default are spec section 1. */
export type Lang = 'zh-CN' | 'en-US';
export const LANGUAGES: readonly Lang[] = ['zh-CN', 'en-US'];
export const DEFAULT_LANGUAGE: Lang = 'zh-CN';
export const LANGUAGE_STORAGE_KEY = 'languageSet';

/** The chosen language from localStorage; no i18next here so that the API client can read it cheaply. */
export function storedLanguage(): Lang {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'en-US' || value === 'zh-CN' ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}
