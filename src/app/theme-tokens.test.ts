import { describe, expect, it } from 'vitest';
import { AA_NORMAL, contrastRatio, parseColor } from '../lib/contrast';
import { MAIN_COLORS, type MainTheme } from '../stores/theme-store';
import { consoleTheme } from './theme-tokens';

/** The card's white and the layout's grey page, the two backgrounds the console's text sits on. */
const BACKGROUNDS = ['#ffffff', '#f5f5f5'];
const TEXT_TOKENS = ['colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder', 'colorError', 'colorSuccess', 'colorWarning', 'colorInfo'] as const;

describe('consoleTheme (WCAG AA, issue 41)', () => {
  it.each(Object.keys(MAIN_COLORS) as MainTheme[])('main colour %s: white on it (a primary button) and it on white (a link) read at 4.5:1', (main) => {
    const { colorPrimary, colorPrimaryHover, colorLink, colorLinkHover } = consoleTheme(main).token!;
    for (const color of [colorPrimary!, colorPrimaryHover!, colorLink!, colorLinkHover!]) {
      expect(contrastRatio('#ffffff', color), color).toBeGreaterThanOrEqual(AA_NORMAL);
      for (const bg of BACKGROUNDS) expect(contrastRatio(color, bg), `${color} on ${bg}`).toBeGreaterThanOrEqual(AA_NORMAL);
    }
  });

  it.each(TEXT_TOKENS)('%s reads at 4.5:1 on white and on the grey page', (token) => {
    const color = consoleTheme('b').token![token] as string;
    for (const bg of BACKGROUNDS) expect(contrastRatio(color, bg), `${color} on ${bg}`).toBeGreaterThanOrEqual(AA_NORMAL);
  });

  it('an unchecked switch\'s white words read at 4.5:1 on its grey, hovered or not', () => {
    const sw = consoleTheme('b').components!.Switch as Record<string, string>;
    for (const bg of [sw.colorTextQuaternary!, sw.colorTextTertiary!]) expect(contrastRatio('#ffffff', parseColor(bg)), bg).toBeGreaterThanOrEqual(AA_NORMAL);
  });

  it('each preset tag colour it sets reads at 4.5:1 on its light tint', () => {
    // antd's tag background for a preset is the colour's 1st shade.
    const tints: Record<string, string> = { orange7: '#fff7e6', gold7: '#fffbe6', green7: '#f6ffed', cyan7: '#e6fffb', lime7: '#fcffe6', volcano7: '#fff2e8' };
    const tag = consoleTheme('b').components!.Tag as Record<string, string>;
    for (const [name, color] of Object.entries(tag)) expect(contrastRatio(color, tints[name]!), name).toBeGreaterThanOrEqual(AA_NORMAL);
  });

  it("keeps antd's motion unless the system asks for less", () => {
    expect(consoleTheme('b').token!.motion).toBe(true);
    expect(consoleTheme('b', true).token!.motion).toBe(false);
  });
});
