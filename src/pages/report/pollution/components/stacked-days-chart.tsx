import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { useElementWidth } from '../../../../components/charts/use-element-width';

export interface StackSegment {
  key: string;
  label: string;
  color: string;
}

const HEIGHT = 260;
const MARGIN = { top: 10, right: 16, bottom: 28, left: 40 };

/** Vertical bars, one per month, stacked by category (best at the bottom), with a legend. */
export function StackedDaysChart({ months, segments, testId }: { months: Array<{ month: string; counts: Record<string, number> }>; segments: StackSegment[]; testId?: string }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const plotW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: months.map((m) => m.month), range: [0, plotW], padding: 0.3 });
  const total = (m: (typeof months)[number]) => segments.reduce((s, seg) => s + (m.counts[seg.key] ?? 0), 0);
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...months.map(total))], range: [plotH, 0], nice: true });
  return (
    <div ref={ref} data-testid={testId}>
      {width > 0 && (
        <svg width={width} height={HEIGHT}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {months.map((m) => {
              let base = 0;
              return (
                <g key={m.month} data-month={m.month}>
                  {segments.map((seg) => {
                    const n = m.counts[seg.key] ?? 0;
                    if (n === 0) return null;
                    const top = y(base + n);
                    const rect = <rect key={seg.key} data-category={seg.key} data-days={n} x={x(m.month)} y={top} width={x.bandwidth()} height={y(base) - top} fill={seg.color}><title>{`${m.month} ${seg.label}: ${n}`}</title></rect>;
                    base += n;
                    return rect;
                  })}
                </g>
              );
            })}
            <AxisLeft scale={y} numTicks={5} stroke="#8c8c8c" tickStroke="#8c8c8c" tickLabelProps={{ fill: '#595959', fontSize: 11 }} />
            <AxisBottom scale={x} top={plotH} stroke="#8c8c8c" tickStroke="#8c8c8c" tickLabelProps={{ fill: '#595959', fontSize: 11, textAnchor: 'middle' }} />
          </Group>
        </svg>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, fontSize: 12 }}>
        {segments.map((seg) => (
          <span key={seg.key}>
            <span style={{ display: 'inline-block', width: 10, height: 10, marginRight: 4, background: seg.color }} />
            {seg.label}
          </span>
        ))}
      </div>
    </div>
  );
}
