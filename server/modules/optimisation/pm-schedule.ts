import type { Lang } from '../../i18n/messages';

/**
 * Preventive maintenance: how much of each wear limit a device has used since its last
 * maintenance. A device is due when any one reaches its limit, overdue past OVERDUE_FACTOR of it.
 */

export interface WearFacts {
  /** Hours its switch parameters (aerators, relays) were on. */
  runHours: number;
  /** Warnings (readings out of range) raised. */
  alarms: number;
  /** Offline spells (fault alarms). */
  offline: number;
  /** Mean gap between manual lab tests and the sensor, as a share of the best range; null without lab tests. */
  drift: number | null;
  days: number;
}

export type WearCode = 'run_hours' | 'alarms' | 'offline' | 'drift' | 'days';

export const WEAR_LIMITS: Record<WearCode, number> = { run_hours: 720, alarms: 30, offline: 6, drift: 0.2, days: 90 };
/** A reason is listed from this share of its limit on, so what is coming is visible before it is due. */
export const LIST_FROM = 0.8;
export const OVERDUE_FACTOR = 1.25;

const TEXT: Record<WearCode, Record<Lang, (v: string, limit: string) => string>> = {
  run_hours: { 'zh-CN': (v, l) => `运行 ${v} 小时（保养周期 ${l} 小时）`, 'en-US': (v, l) => `Ran ${v} hours (service every ${l} hours)` },
  alarms: { 'zh-CN': (v, l) => `报警 ${v} 次（上限 ${l} 次）`, 'en-US': (v, l) => `${v} alarms (limit ${l})` },
  offline: { 'zh-CN': (v, l) => `离线 ${v} 次（上限 ${l} 次）`, 'en-US': (v, l) => `Offline ${v} times (limit ${l})` },
  drift: { 'zh-CN': (v, l) => `与人工化验偏差 ${v}%（上限 ${l}%）`, 'en-US': (v, l) => `Drifts ${v}% from manual lab tests (limit ${l}%)` },
  days: { 'zh-CN': (v, l) => `距上次维护 ${v} 天（周期 ${l} 天）`, 'en-US': (v, l) => `${v} days since the last maintenance (every ${l} days)` },
};

const shown = (code: WearCode, v: number) => (code === 'drift' ? String(Math.round(v * 100)) : String(Math.round(v)));

export function schedule(facts: WearFacts, lang: Lang) {
  const values: [WearCode, number | null][] = [
    ['run_hours', facts.runHours],
    ['alarms', facts.alarms],
    ['offline', facts.offline],
    ['drift', facts.drift],
    ['days', facts.days],
  ];
  let load = 0;
  const reasons = [];
  for (const [code, value] of values) {
    if (value === null) continue;
    const limit = WEAR_LIMITS[code];
    const share = value / limit;
    load = Math.max(load, share);
    if (share >= LIST_FROM) reasons.push({ code, value, limit, text: TEXT[code][lang](shown(code, value), shown(code, limit)) });
  }
  reasons.sort((a, b) => b.value / b.limit - a.value / a.limit);
  const state = load >= OVERDUE_FACTOR ? 'overdue' : load >= 1 ? 'due' : 'ok';
  return { state, load: Math.round(load * 100) / 100, reasons } as const;
}
