import type { Notice, NoticeItem } from '../../api/messages';
import { paramName } from '../../lib/param-name';
import { zoneTime } from '../../lib/zone-time';
import { directionWord } from '../../i18n/alarm-words-text';

/** i18next's `t` as far as these words need it. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What one alarm of a notice says, each part in the reader's language. */
export interface AlarmItemWords {
  /** Device name and code. */
  device: string;
  /** The parameter's name, or "device fault" for an alarm of the device itself. */
  param: string;
  /** The value with its unit; null when the alarm has none (a device gone silent). */
  value: string | null;
  /** The level: warning, fault or hypoxia forecast. */
  level: string;
  /** Which way the reading went, with the limit it passed. */
  kind: string;
  /** When it was raised, in the company's zone. */
  time: string;
}

const withUnit = (value: number, unit: string | null) => (unit ? `${value} ${unit}` : String(value));

/** The words of one alarm of `notice` in language `lang`. */
export function alarmItemWords(item: NoticeItem, timezone: string, lang: string, t: Translate): AlarmItemWords {
  const level = t(`alarmWords.levels.${item.kind}`);
  // An alarm no longer on record has no direction: its level says what it was. A hypoxia forecast
  // is low by what tonight's forecast says, not by a reading: it says so.
  const direction = item.kind === 'forecast' ? t('alarmWords.forecastBelow') : item.direction === null ? level : directionWord(t, item.direction);
  return {
    device: item.device_name === item.device_id ? item.device_id : `${item.device_name} (${item.device_id})`,
    param: item.param_key === null ? t('alarmWords.deviceFault') : paramName(item, lang) || item.param_key,
    value: item.value === null ? null : withUnit(item.value, item.unit),
    level,
    kind: item.threshold === null ? direction : t('message.alarmLimit', { direction, threshold: withUnit(item.threshold, item.unit) }),
    time: zoneTime(timezone, item.ts),
  };
}

/** A notice's title: its one alarm in a line, or how many alarms it groups. */
export function alarmNoticeTitle(notice: Notice, lang: string, t: Translate): string {
  if (notice.items.length !== 1) return t('message.alarmGroup', { count: notice.count });
  const words = alarmItemWords(notice.items[0], notice.timezone, lang, t);
  return t('message.alarmOne', { device: words.device, param: words.param, direction: words.kind });
}
