import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { GridRows } from '@visx/grid';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useElementWidth } from './use-element-width';
import { formatValue } from './time-format';

export interface ComparisonPoint {
  label: string;
  value: number | null;
  /** The base period's value (the previous period, or the same period a year before). */
  base: number | null;
  /** Change in percent against the base; null when either is missing or the base is 0. */
  change: number | null;
}

const MARGIN = { top: 16, right: 56, bottom: 32, left: 56 };
const COLORS = { value: '#1677ff', base: '#bfbfbf', change: '#fa8c16' };
const tick = { fill: '#595959', fontSize: 11 };

/**
 * Bars for each period's value (and its base period beside it), with the percentage change as a
 * line on a right-hand axis.
 */
export function ComparisonChart(props: { points: readonly ComparisonPoint[]; height?: number; valueLabel: string; baseLabel: string; changeLabel: string; showBase: boolean }) {
  const { points, height = 320, showBase } = props;
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const plotW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotH = height - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: points.map((p) => p.label), range: [0, plotW], padding: 0.3 });
  const values = points.flatMap((p) => [p.value, showBase ? p.base : null]).filter((v): v is number => v !== null);
  const y = scaleLinear<number>({ domain: [Math.min(0, ...values), Math.max(1, ...values)], range: [plotH, 0], nice: true });
  const changes = points.map((p) => p.change).filter((v): v is number => v !== null);
  const c = scaleLinear<number>({ domain: [Math.min(0, ...changes), Math.max(0, ...changes, 1)], range: [plotH, 0], nice: true });
  const barW = showBase ? x.bandwidth() / 2 : x.bandwidth();
  const withChange = points.filter((p) => p.change !== null);
  return (
    <div ref={ref} data-testid="comparison-chart">
      {width > 0 && (
        <svg width={width} height={height}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            <GridRows scale={y} width={plotW} stroke="#f0f0f0" numTicks={5} />
            {points.map((p) => (
              <g key={p.label}>
                {showBase && p.base !== null && (
                  <Bar x={x(p.label)} y={y(Math.max(0, p.base))} width={barW} height={Math.abs(y(p.base) - y(0))} fill={COLORS.base}>
                    <title>{`${p.label} ${props.baseLabel}: ${formatValue(p.base)}`}</title>
                  </Bar>
                )}
                {p.value !== null && (
                  <Bar x={(x(p.label) ?? 0) + (showBase ? barW : 0)} y={y(Math.max(0, p.value))} width={barW} height={Math.abs(y(p.value) - y(0))} fill={COLORS.value}>
                    <title>{`${p.label} ${props.valueLabel}: ${formatValue(p.value)}`}</title>
                  </Bar>
                )}
              </g>
            ))}
            <LinePath<ComparisonPoint>
              data={withChange}
              x={(p) => (x(p.label) ?? 0) + x.bandwidth() / 2}
              y={(p) => c(p.change ?? 0)}
              stroke={COLORS.change}
              strokeWidth={2}
            />
            {withChange.map((p) => (
              <circle key={p.label} cx={(x(p.label) ?? 0) + x.bandwidth() / 2} cy={c(p.change ?? 0)} r={3.5} fill={COLORS.change}>
                <title>{`${p.label} ${props.changeLabel}: ${formatValue(p.change)}%`}</title>
              </circle>
            ))}
            <AxisLeft scale={y} numTicks={5} stroke="#8c8c8c" tickStroke="#8c8c8c" tickLabelProps={{ ...tick, textAnchor: 'end', dx: -2, dy: 3 }} />
            <AxisRight scale={c} left={plotW} numTicks={5} stroke="#8c8c8c" tickStroke="#8c8c8c" tickFormat={(v) => `${Number(v)}%`} tickLabelProps={{ ...tick, textAnchor: 'start', dx: 2, dy: 3 }} />
            <AxisBottom scale={x} top={plotH} stroke="#8c8c8c" tickStroke="#8c8c8c" tickLabelProps={{ ...tick, textAnchor: 'middle' }} />
          </Group>
        </svg>
      )}
      <div className="comparison-chart__legend" style={{ display: 'flex', gap: 16, justifyContent: 'center', fontSize: 12 }}>
        <span><i style={{ display: 'inline-block', width: 10, height: 10, background: COLORS.value, marginRight: 4 }} />{props.valueLabel}</span>
        {showBase && <span><i style={{ display: 'inline-block', width: 10, height: 10, background: COLORS.base, marginRight: 4 }} />{props.baseLabel}</span>}
        <span><i style={{ display: 'inline-block', width: 14, height: 2, background: COLORS.change, marginRight: 4, verticalAlign: 'middle' }} />{props.changeLabel}</span>
      </div>
    </div>
  );
}
