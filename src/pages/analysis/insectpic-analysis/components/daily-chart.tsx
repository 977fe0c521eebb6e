import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useElementWidth } from '../../../../components/charts/use-element-width';

export interface DayCount {
  day: string;
  count: number;
}

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 44 };

/** Insects per day as vertical bars; days without pictures are left out by the caller's data, not drawn as zero. */
export function DailyChart({ days, testId }: { days: readonly DayCount[]; testId?: string }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const plotW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: days.map((d) => d.day), range: [0, plotW], padding: 0.3 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...days.map((d) => d.count))], range: [plotH, 0], nice: true });
  const every = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(plotW / 70))));
  return (
    <div ref={ref} data-testid={testId}>
      {width > 0 && (
        <svg width={width} height={HEIGHT}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {days.map((d) => (
              <Bar key={d.day} data-day={d.day} x={x(d.day)} y={y(d.count)} width={x.bandwidth()} height={plotH - y(d.count)} fill="#fa8c16">
                <title>{`${d.day}: ${d.count}`}</title>
              </Bar>
            ))}
            <AxisLeft scale={y} numTicks={4} tickLabelProps={{ fontSize: 11, fill: '#666' }} stroke="#ccc" tickStroke="#ccc" />
            <AxisBottom
              top={plotH}
              scale={x}
              tickValues={days.filter((_, i) => i % every === 0).map((d) => d.day)}
              tickFormat={(v) => String(v).slice(5)}
              tickLabelProps={{ fontSize: 11, fill: '#666', textAnchor: 'middle' }}
              stroke="#ccc"
              tickStroke="#ccc"
            />
          </Group>
        </svg>
      )}
    </div>
  );
}
