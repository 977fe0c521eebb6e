import type { SeriesResult } from '../../../../api/telemetry';

export interface HistoryColumn {
  key: string;
  /** "device name · parameter", as the export writes it. */
  title: string;
  unit: string | null;
  /** The title's parts, so a page can mark the device's name as user data. */
  device?: string;
  param?: string;
}

export interface HistoryRow {
  ts: number;
  values: Record<string, number>;
}

/** A column key per series: device and parameter. */
export const seriesKey = (s: { device_id: string; param_key: string }) => `${s.device_id}:${s.param_key}`;

/** The parameter's name of a series in the interface language. */
export function seriesParam(s: SeriesResult['series'][number], lang: string): string {
  return lang === 'en-US' && s.name_en ? s.name_en : s.name;
}

/** Label of a series in the interface language: "device name · parameter". */
export function seriesTitle(s: SeriesResult['series'][number], lang: string): string {
  return `${s.device_name} · ${seriesParam(s, lang)}`;
}

/**
 * The series as table rows: one row per time any series has a point, a column per series,
 * newest first (what a person checking recent data reads first).
 */
export function historyRows(series: SeriesResult['series'], keys: ReadonlySet<string> | null): HistoryRow[] {
  const byTs = new Map<number, HistoryRow>();
  for (const s of series) {
    const key = seriesKey(s);
    if (keys && !keys.has(key)) continue;
    for (const p of s.points) {
      let row = byTs.get(p.ts);
      if (!row) {
        row = { ts: p.ts, values: {} };
        byTs.set(p.ts, row);
      }
      row.values[key] = p.value;
    }
  }
  return [...byTs.values()].sort((a, b) => b.ts - a.ts);
}
