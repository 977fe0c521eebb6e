import { useMemo } from 'react';
import { LinePath } from '@visx/shape';
import { scaleLinear } from '@visx/scale';
import { lttb, type XYSeries } from '../../lib/lttb';

/**
 * A small trend line without axes (visx LinePath), downsampled to about one point per two
 * pixels. The last point gets a dot, since it is the value the tile shows.
 */
export function Sparkline({ data, width, height = 36, color }: { data: XYSeries; width: number; height?: number; color: string }) {
  const points = useMemo(() => lttb(data, Math.max(3, Math.floor(width / 2))), [data, width]);
  if (points.xs.length < 2 || width <= 0) return <svg width={width} height={height} aria-hidden />;
  const indices = Array.from(points.xs, (_, i) => i).filter((i) => Number.isFinite(points.ys[i]));
  const ys = indices.map((i) => points.ys[i]);
  const lo = Math.min(...ys);
  const hi = Math.max(...ys);
  const x = scaleLinear<number>({ domain: [points.xs[0], points.xs[points.xs.length - 1]], range: [2, width - 4] });
  const y = scaleLinear<number>({ domain: lo === hi ? [lo - 1, hi + 1] : [lo, hi], range: [height - 3, 3] });
  const last = indices[indices.length - 1];
  return (
    <svg width={width} height={height} aria-hidden data-testid="sparkline">
      <LinePath<number> data={indices} x={(i) => x(points.xs[i])} y={(i) => y(points.ys[i])} stroke={color} strokeWidth={1.5} />
      {last !== undefined && <circle cx={x(points.xs[last])} cy={y(points.ys[last])} r={2.5} fill={color} />}
    </svg>
  );
}
