/**
 * The bookkeeping of bench:compare: each round records one value per side of each pair; the table
 * shows the medians and the ratio "product against peer" (above 1 the product is better: faster,
 * or more per second), with its spread as the lowest and highest ratio of a single round.
 */
export type Better = 'higher' | 'lower';

export interface Measure {
  /** e.g. "chart: history chart vs uPlot" */
  pair: string;
  figure: string;
  unit: string;
  better: Better;
  product: number;
  peer: number;
}

interface Row {
  pair: string;
  figure: string;
  unit: string;
  better: Better;
  product: number[];
  peer: number[];
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const ratio = (better: Better, product: number, peer: number) => (better === 'higher' ? product / peer : peer / product);

/** Three significant figures, without exponent notation. */
export function fmt(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

export class Sheet {
  private readonly rows = new Map<string, Row>();

  add(measures: Measure[]): void {
    for (const m of measures) {
      const key = `${m.pair}\u0000${m.figure}`;
      const row = this.rows.get(key) ?? { pair: m.pair, figure: m.figure, unit: m.unit, better: m.better, product: [], peer: [] };
      row.product.push(m.product);
      row.peer.push(m.peer);
      this.rows.set(key, row);
    }
  }

  markdown(): string {
    const lines = [
      '| pair (product vs peer) | figure | rounds | product, median | peer, median | ratio | ratio spread (min-max) |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    ];
    for (const r of this.rows.values()) {
      const perRound = r.product.map((p, i) => ratio(r.better, p, r.peer[i])).filter(Number.isFinite);
      const whole = ratio(r.better, median(r.product), median(r.peer));
      const spread = perRound.length ? `${fmt(Math.min(...perRound))}-${fmt(Math.max(...perRound))}` : 'n/a';
      const arrow = r.better === 'higher' ? 'higher is better' : 'lower is better';
      lines.push(
        `| ${r.pair} | ${r.figure} (${r.unit}, ${arrow}) | ${r.product.length} | ${fmt(median(r.product))} | ${fmt(median(r.peer))} | ${fmt(whole)} | ${spread} |`,
      );
    }
    return lines.join('\n');
  }

  toJSON() {
    return [...this.rows.values()];
  }
}
