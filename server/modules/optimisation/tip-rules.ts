import type { TipAction } from '../../../shared/contract/api/optimisation';

/**
 * The strategy rule base, declared as data so that a rule is added or tuned without touching the
 * evaluator (evaluate-tips.ts). Limits are read from each device's own parameter configuration,
 * never written here: the same rule fits every pond.
 */

/** A bound of the device's parameter configuration, plus an offset in the parameter's unit. */
export interface Bound {
  ref: 'min' | 'max' | 'valuePerfectL' | 'valuePerfectH';
  offset?: number;
}

export type Condition =
  | { kind: 'below'; bound: Bound }
  | { kind: 'above'; bound: Bound }
  /** Least-squares slope over the trend window, in units per hour. */
  | { kind: 'falling'; perHour: number }
  | { kind: 'rising'; perHour: number };

export interface TipRule {
  id: string;
  paramKey: string;
  /** Every condition must hold. */
  when: Condition[];
  /** Local hours [from, to) in the company's time zone; wraps past midnight when from > to. */
  hours?: [number, number];
  severity: 'info' | 'warning' | 'critical';
  advice: { 'zh-CN': string; 'en-US': string };
  action: TipAction;
}

export const TREND_WINDOW_MS = 2 * 3600_000;

export const TIP_RULES: readonly TipRule[] = [
  {
    id: 'do-low',
    paramKey: 'do',
    when: [{ kind: 'below', bound: { ref: 'valuePerfectL' } }],
    severity: 'critical',
    advice: { 'zh-CN': '溶解氧低于最佳范围，请立即开启增氧机。', 'en-US': 'Dissolved oxygen is below its best range: run the aerators now.' },
    action: { kind: 'command', command: 'aerator_on', params: { minutes: 60 } },
  },
  {
    id: 'do-night-falling',
    paramKey: 'do',
    when: [{ kind: 'falling', perHour: 0.3 }, { kind: 'below', bound: { ref: 'valuePerfectL', offset: 1.5 } }],
    hours: [18, 6],
    severity: 'warning',
    advice: { 'zh-CN': '夜间溶解氧正向下限下降，建议提前开启增氧机。', 'en-US': 'Dissolved oxygen is falling towards its minimum tonight: start the aerators early.' },
    action: { kind: 'command', command: 'aerator_on', params: { minutes: 120 } },
  },
  {
    id: 'ph-low',
    paramKey: 'ph',
    when: [{ kind: 'below', bound: { ref: 'valuePerfectL' } }],
    severity: 'warning',
    advice: { 'zh-CN': '酸碱度偏低，建议泼洒生石灰调节。', 'en-US': 'pH is below its best range: apply lime.' },
    action: { kind: 'rule', op: 'lt', value: 0 },
  },
  {
    id: 'ph-high',
    paramKey: 'ph',
    when: [{ kind: 'above', bound: { ref: 'valuePerfectH' } }],
    severity: 'warning',
    advice: { 'zh-CN': '酸碱度偏高，建议部分换水。', 'en-US': 'pH is above its best range: change part of the water.' },
    action: { kind: 'rule', op: 'gt', value: 0 },
  },
  {
    id: 'nh3n-rising',
    paramKey: 'nh3n',
    when: [{ kind: 'rising', perHour: 0.05 }, { kind: 'above', bound: { ref: 'valuePerfectH', offset: -0.2 } }],
    severity: 'warning',
    advice: { 'zh-CN': '氨氮持续上升，建议减少投喂量。', 'en-US': 'Ammonia is rising: cut the feeding.' },
    action: { kind: 'dismiss' },
  },
  {
    id: 'water-temp-feeding',
    paramKey: 'water_temp',
    when: [{ kind: 'falling', perHour: 0.5 }, { kind: 'below', bound: { ref: 'valuePerfectL', offset: 2 } }],
    severity: 'info',
    advice: { 'zh-CN': '水温下降，建议降低投喂率。', 'en-US': 'Water temperature is dropping: lower the feeding rate.' },
    action: { kind: 'dismiss' },
  },
  {
    id: 'soil-dry',
    paramKey: 'soil_moisture',
    when: [{ kind: 'below', bound: { ref: 'valuePerfectL' } }],
    severity: 'warning',
    advice: { 'zh-CN': '土壤湿度低于最佳范围，建议灌溉。', 'en-US': 'Soil moisture is below its best range: irrigate.' },
    action: { kind: 'command', command: 'irrigation_on', params: { minutes: 30 } },
  },
  {
    id: 'level-flood',
    paramKey: 'water_level',
    when: [{ kind: 'rising', perHour: 0.05 }, { kind: 'above', bound: { ref: 'max', offset: -1 } }],
    severity: 'critical',
    advice: { 'zh-CN': '水位正接近防洪限制，请启动泄洪预案。', 'en-US': 'The water level is approaching its flood limit: start the release plan.' },
    action: { kind: 'rule', op: 'gt', value: 0 },
  },
];

export const TIP_PARAM_KEYS = [...new Set(TIP_RULES.map((r) => r.paramKey))];
