import type { ThemeConfig } from 'antd';
import { MAIN_COLORS, type MainTheme } from '../stores/theme-store';

/**
 * A primary button under the pointer: antd lightens the main colour, under which white read 4.2:1
 * (the "Add" button left hovered by the click that opened its dialog, issue 41). A darker shade of
 * the same hue keeps white, and the colour as text on white, at AA.
 */
export const MAIN_HOVER_COLORS: Record<MainTheme, string> = { b: '#003eb3', g: '#0d6b35', y: '#a34700', r: '#a8071a' };

/**
 * The console's antd theme. antd's secondary text (descriptions, statistic titles, breadcrumbs,
 * secondary typography: black at 45 %), its placeholders (25 %) and its red, green and amber read
 * under 4.5:1 on white and on the grey page; these tokens raise each to WCAG 2.1 AA (issue 41)
 * and leave everything else antd's. With `reducedMotion` (the system's "reduce motion" setting)
 * dialogs, menus and popovers appear and leave without antd's zoom, slide and fade.
 */
export function consoleTheme(mainTheme: MainTheme, reducedMotion = false): ThemeConfig {
  return {
    token: {
      motion: !reducedMotion,
      colorPrimary: MAIN_COLORS[mainTheme],
      colorPrimaryHover: MAIN_HOVER_COLORS[mainTheme],
      // A plain link (a router <Link>) took antd's info blue, 4.0:1 on white (axe on /recharge-center and
      // /custom-service/myorder): the main colour and its hover shade, which meet AA.
      colorLink: MAIN_COLORS[mainTheme],
      colorLinkHover: MAIN_HOVER_COLORS[mainTheme],
      colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
      colorError: '#cf1322',
      colorSuccess: '#237804',
      colorWarning: '#a15c00',
      colorInfo: '#0958d9',
    },
    components: {
      // A preset tag writes its colour's 7th shade on its 1st; for these that is under 4.5:1, the 8th or 9th reads.
      // An unchecked switch writes white on black at 25 % (1.8:1); at 55 % it reads 4.7:1, hovered 65 %.
      Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' },
      Tag: { orange7: '#ad4e00', gold7: '#874d00', green7: '#237804', cyan7: '#006d75', lime7: '#3f6600', volcano7: '#ad2102' },
    },
  };
}
