import type { Lang } from '../i18n/language';

/**
 * Device family names by type code (docs/decisions.md, "Device type codes"), the names the device
 * selector groups by. Kept as plain data so any view (map drawer, filters) can name a type
 * without loading another page's strings.
 */
export const DEVICE_TYPE_NAMES: Record<Lang, Record<string, string>> = {
  'zh-CN': {
    AW: '水产水质', AG: '农业环境', EWL: '雨量水位', ES: '环境空气质量', ET: '环境温湿度', T: '冷链',
    EYZ: '烟感', EX: '防爆', PTP: '点对点',
  },
  'en-US': {
    AW: 'Aquaculture water quality', AG: 'Agriculture', EWL: 'Rainfall and water level', ES: 'Air quality',
    ET: 'Temperature and humidity', T: 'Cold chain', EYZ: 'Smoke detection', EX: 'Explosion-proof', PTP: 'Point-to-point',
  },
};

/** The type's name in the user's language; an unknown code (a type added later) shows as itself. */
export function deviceTypeName(code: string | null | undefined, language: string): string {
  if (!code) return '--';
  const lang: Lang = language.startsWith('en') ? 'en-US' : 'zh-CN';
  return DEVICE_TYPE_NAMES[lang][code] ?? code;
}
