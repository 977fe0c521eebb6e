import type { SummaryRow } from '../../../../api/telemetry';

export interface SourceRank {
  rank: number;
  device_id: string;
  device_name: string;
  device_type: string;
  exceedHours: number;
  /** Factors that went over, most hours first. */
  factors: SummaryRow[];
}

/** Devices ranked by their hours over the standard (all factors), ties by device id; equal totals share a rank. */
export function rankSources(rows: readonly SummaryRow[]): SourceRank[] {
  const byDevice = new Map<string, Omit<SourceRank, 'rank'>>();
  for (const r of rows) {
    const source = byDevice.get(r.device_id) ?? { device_id: r.device_id, device_name: r.device_name, device_type: r.device_type, exceedHours: 0, factors: [] };
    source.exceedHours += r.exceedHours;
    if (r.exceedHours > 0) source.factors.push(r);
    byDevice.set(r.device_id, source);
  }
  const sorted = [...byDevice.values()].sort((a, b) => b.exceedHours - a.exceedHours || a.device_id.localeCompare(b.device_id));
  let rank = 0;
  return sorted.map((s, i) => {
    if (i === 0 || s.exceedHours !== sorted[i - 1].exceedHours) rank = i + 1;
    return { ...s, rank, factors: [...s.factors].sort((a, b) => b.exceedHours - a.exceedHours) };
  });
}
