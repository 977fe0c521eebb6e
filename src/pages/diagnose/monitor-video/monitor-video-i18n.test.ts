import i18next, { type Resource } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/** The page's strings, captured instead of loaded into the app's i18next. */
const registered: Resource[] = [];
vi.mock('../../../i18n', () => ({ registerTranslations: (resources: Resource) => registered.push(resources) }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await import('./monitor-video-i18n');
  await i18n.init({ lng: 'en-US', fallbackLng: 'en-US', resources: {}, initAsync: false });
  for (const bundle of registered) {
    for (const [lang, tree] of Object.entries(bundle)) i18n.addResourceBundle(lang, 'translation', tree, true, false);
  }
});

describe('the layout labels', () => {
  it('count screens grammatically in English and stay Chinese in Chinese', () => {
    const en = i18n.getFixedT('en-US');
    const zh = i18n.getFixedT('zh-CN');
    expect([1, 4, 9, 16].map((count) => en('monitorVideo.screens', { count }))).toEqual(['1 screen', '4 screens', '9 screens', '16 screens']);
    expect([1, 16].map((count) => zh('monitorVideo.screens', { count }))).toEqual(['1 画面', '16 画面']);
  });
});
