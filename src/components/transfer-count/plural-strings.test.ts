import i18next, { type Resource } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/** The strings the console registers, captured instead of loaded into the app's i18next. */
const registered: Resource[] = [];
vi.mock('../../i18n', () => ({ registerTranslations: (resources: Resource) => registered.push(resources) }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await import('./transfer-count-i18n');
  await import('../video-player/video-player-i18n');
  await i18n.init({ lng: 'en-US', fallbackLng: 'en-US', resources: {}, initAsync: false });
  for (const bundle of registered) {
    for (const [lang, tree] of Object.entries(bundle)) i18n.addResourceBundle(lang, 'translation', tree, true, false);
  }
});

const say = (lang: string, key: string, options: Record<string, unknown>) => i18n.getFixedT(lang)(key, options);

describe('counted labels', () => {
  it('are grammatical in English', async () => {
    const { transferCountLabels } = await import('./transfer-count');
    const [label] = transferCountLabels(i18n.getFixedT('en-US'));
    expect(label({ selectedCount: 0, totalCount: 0 })).toBe('0 items');
    expect(label({ selectedCount: 0, totalCount: 1 })).toBe('1 item');
    expect(label({ selectedCount: 2, totalCount: 5 })).toBe('2/5 items');
    expect(say('en-US', 'videoPlayer.stalls', { count: 1 })).toBe('1 stall');
    expect(say('en-US', 'videoPlayer.stalls', { count: 0 })).toBe('0 stalls');
  });

  it('stay Chinese in Chinese, where there is no plural', async () => {
    const { transferCountLabels } = await import('./transfer-count');
    const [label] = transferCountLabels(i18n.getFixedT('zh-CN'));
    expect(label({ selectedCount: 0, totalCount: 1 })).toBe('1 项');
    expect(say('zh-CN', 'videoPlayer.stalls', { count: 1 })).toBe('卡顿 1');
  });
});
