import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useElementWidth } from '../../../../components/charts/use-element-width';

export interface ParetoItem {
  key: string;
  label: string;
  count: number;
  /** Running share up to this item, 0..1. */
  cumulative: number;
}

const HEIGHT = 300;
const MARGIN = { top: 12, right: 44, bottom: 96, left: 44 };
const BAR = '#f5222d';
const LINE = '#1677ff';

/**
 * A Pareto chart: alarm sources as bars, most first, and the running share of all alarms as a line
 * on the right axis, so the few sources behind most alarms stand out.
 */
export function ParetoChart({ items, testId }: { items: readonly ParetoItem[]; testId?: string }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const plotW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: items.map((i) => i.key), range: [0, plotW], padding: 0.25 });
  const most = Math.max(1, ...items.map((i) => i.count));
  const y = scaleLinear<number>({ domain: [0, most], range: [plotH, 0], nice: true });
  const share = scaleLinear<number>({ domain: [0, 1], range: [plotH, 0] });
  const labelOf = new Map(items.map((i) => [i.key, i.label]));
  const centre = (key: string) => (x(key) ?? 0) + x.bandwidth() / 2;
  return (
    <div ref={ref} data-testid={testId}>
      {width > 0 && (
        <svg width={width} height={HEIGHT}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {items.map((item) => (
              <rect key={item.key} data-pareto-key={item.key} x={x(item.key)} y={y(item.count)} width={x.bandwidth()} height={plotH - y(item.count)} fill={BAR} rx={2}>
                <title>{`${item.label}: ${item.count}`}</title>
              </rect>
            ))}
            <LinePath data={[...items]} x={(i) => centre(i.key)} y={(i) => share(i.cumulative)} stroke={LINE} strokeWidth={2} />
            {items.map((item) => (
              <circle key={item.key} cx={centre(item.key)} cy={share(item.cumulative)} r={3} fill={LINE} />
            ))}
            <AxisLeft scale={y} numTicks={Math.min(5, most)} tickFormat={(v) => (Number.isInteger(Number(v)) ? String(v) : '')} stroke="#8c8c8c" tickStroke="#8c8c8c" tickLabelProps={{ fill: '#595959', fontSize: 11 }} />
            <AxisRight scale={share} left={plotW} numTicks={5} tickFormat={(v) => `${Math.round(Number(v) * 100)}%`} stroke="#8c8c8c" tickStroke="#8c8c8c" tickLabelProps={{ fill: '#595959', fontSize: 11 }} />
            <AxisBottom
              scale={x}
              top={plotH}
              stroke="#8c8c8c"
              tickStroke="#8c8c8c"
              tickFormat={(key) => {
                const label = labelOf.get(key) ?? key;
                return label.length > 14 ? `${label.slice(0, 13)}…` : label;
              }}
              tickLabelProps={{ fill: '#595959', fontSize: 11, angle: -35, textAnchor: 'end', dy: 4 }}
            />
          </Group>
        </svg>
      )}
    </div>
  );
}
