/**
 * The surface-water class of GB 3838-2002 (Environmental Quality Standards for Surface Water,
 * table 1) from the parameters a device reports: each parameter's class is the best class whose
 * limit it meets, the water's class the worst of them; past class V it is "worse than V". Classes
 * I-III (drinking-water sources, fishery and swimming) count as good.
 */
export type WaterClass = 'I' | 'II' | 'III' | 'IV' | 'V' | 'V+';
const CLASSES: WaterClass[] = ['I', 'II', 'III', 'IV', 'V'];

/** Limits of classes I..V; `atLeast` for dissolved oxygen (more is better), the rest at most. */
interface Limit {
  limits: [number, number, number, number, number];
  atLeast?: boolean;
}

/** Parameter keys as the demo water monitors report them (mg/L). */
const LIMITS: Record<string, Limit> = {
  do: { limits: [7.5, 6, 5, 3, 2], atLeast: true },
  nh3n: { limits: [0.15, 0.5, 1.0, 1.5, 2.0] },
  codmn: { limits: [2, 4, 6, 10, 15] },
  cod: { limits: [15, 15, 20, 30, 40] },
  bod5: { limits: [3, 3, 4, 6, 10] },
  // Lakes and reservoirs (the farms' ponds are still water): the table's lake column.
  tp: { limits: [0.01, 0.025, 0.05, 0.1, 0.2] },
  tn: { limits: [0.2, 0.5, 1.0, 1.5, 2.0] },
};
/** pH 6-9 in every class. */
const PH_RANGE = [6, 9] as const;

export const WATER_CLASS_PARAMS = [...Object.keys(LIMITS), 'ph'];

/** One parameter's class, or null for a parameter the standard does not class. */
export function parameterClass(key: string, value: number): WaterClass | null {
  if (key === 'ph') return value >= PH_RANGE[0] && value <= PH_RANGE[1] ? 'I' : 'V+';
  const rule = LIMITS[key];
  if (!rule) return null;
  const index = rule.limits.findIndex((limit) => (rule.atLeast ? value >= limit : value <= limit));
  return index < 0 ? 'V+' : CLASSES[index];
}

const RANK: Record<WaterClass, number> = { I: 0, II: 1, III: 2, IV: 3, V: 4, 'V+': 5 };

export interface WaterClassing {
  waterClass: WaterClass;
  /** The parameters that set the class (the worst ones). */
  limiting: string[];
  good: boolean;
}

/** The class of a day's means; null when none of the parameters is classed by the standard. */
export function waterClass(means: Record<string, number | null>): WaterClassing | null {
  const classed = Object.entries(means)
    .filter((entry): entry is [string, number] => entry[1] !== null && Number.isFinite(entry[1]))
    .map(([key, value]) => [key, parameterClass(key, value)] as const)
    .filter((entry): entry is readonly [string, WaterClass] => entry[1] !== null);
  if (classed.length === 0) return null;
  const worst = Math.max(...classed.map(([, c]) => RANK[c]));
  const waterClassValue = (Object.keys(RANK) as WaterClass[]).find((c) => RANK[c] === worst)!;
  return { waterClass: waterClassValue, limiting: classed.filter(([, c]) => RANK[c] === worst).map(([key]) => key), good: worst <= RANK.III };
}
