/**
 * The six air-quality levels of HJ 633-2012 (table 2) with the spec's six colour classes (section 9:
 * green, yellow, orange, red, purple, maroon), read by the server's AQI report and the console's
 * calendar alike. Pure data: no imports.
 */
export interface AqiLevel {
  /** I .. VI */
  level: 'I' | 'II' | 'III' | 'IV' | 'V' | 'VI';
  /** The highest AQI of the level (the last is open-ended). */
  upTo: number;
  color: 'green' | 'yellow' | 'orange' | 'red' | 'purple' | 'maroon';
  /** The colour as the standard's appendix gives it in RGB. */
  rgb: string;
  /** The level as Chinese writes it (一级 .. 六级); English writes "Level I". */
  zhLevel: string;
  zh: string;
  en: string;
}

export const AQI_LEVELS: readonly AqiLevel[] = [
  { level: 'I', zhLevel: '一级', upTo: 50, color: 'green', rgb: '#00e400', zh: '优', en: 'Excellent' },
  { level: 'II', zhLevel: '二级', upTo: 100, color: 'yellow', rgb: '#ffff00', zh: '良', en: 'Good' },
  { level: 'III', zhLevel: '三级', upTo: 150, color: 'orange', rgb: '#ff7e00', zh: '轻度污染', en: 'Lightly polluted' },
  { level: 'IV', zhLevel: '四级', upTo: 200, color: 'red', rgb: '#ff0000', zh: '中度污染', en: 'Moderately polluted' },
  { level: 'V', zhLevel: '五级', upTo: 300, color: 'purple', rgb: '#99004c', zh: '重度污染', en: 'Heavily polluted' },
  { level: 'VI', zhLevel: '六级', upTo: Infinity, color: 'maroon', rgb: '#7e0023', zh: '严重污染', en: 'Severely polluted' },
];

/** A level's name in the reader's language: "三级 轻度污染" or "Level III Lightly polluted". */
export function aqiLevelLabel(level: AqiLevel, lang: string): string {
  return lang === 'en-US' ? `Level ${level.level} ${level.en}` : `${level.zhLevel} ${level.zh}`;
}

/** The level of an AQI value. */
export function aqiLevel(aqi: number): AqiLevel {
  return AQI_LEVELS.find((l) => aqi <= l.upTo) ?? AQI_LEVELS[AQI_LEVELS.length - 1];
}

/** Pollutant keys of a daily AQI, as the demo air stations report them (CO in mg/m³, the others µg/m³). */
export const AQI_POLLUTANTS = ['so2', 'no2', 'pm10', 'co', 'o3_1h', 'o3_8h', 'pm25'] as const;
export type AqiPollutant = (typeof AQI_POLLUTANTS)[number];
