import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Text } from '@visx/text';
import { useElementWidth } from './use-element-width';

export interface RankItem {
  key: string;
  label: string;
  value: number;
}

const ROW_PX = 28;
const MARGIN = { top: 4, right: 48, bottom: 24, left: 160 };

/**
 * Horizontal bars, largest first as given, with the value at the end of each bar. `labelsAreUserData`
 * when the labels are names from the database (devices), which stay as typed in both languages
 * (marked as src/lib/user-data.ts marks HTML).
 */
export function RankBarChart({ items, color = '#f5222d', testId, labelsAreUserData = false }: {
  items: readonly RankItem[]; color?: string; testId?: string; labelsAreUserData?: boolean;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const plotW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotH = Math.max(ROW_PX, items.length * ROW_PX);
  const y = scaleBand<string>({ domain: items.map((i) => i.key), range: [0, plotH], padding: 0.25 });
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...items.map((i) => i.value))], range: [0, plotW], nice: true });
  return (
    <div ref={ref} data-testid={testId}>
      {width > 0 && (
        <svg width={width} height={plotH + MARGIN.top + MARGIN.bottom}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {items.map((item) => (
              <g key={item.key} data-rank-key={item.key}>
                <Text data-user-data={labelsAreUserData ? '' : undefined} x={-8} y={(y(item.key) ?? 0) + y.bandwidth() / 2} verticalAnchor="middle" textAnchor="end" fontSize={12} width={MARGIN.left - 12}>
                  {item.label}
                </Text>
                <Bar x={0} y={y(item.key)} width={x(item.value)} height={y.bandwidth()} fill={color} rx={2} />
                <text x={x(item.value) + 6} y={(y(item.key) ?? 0) + y.bandwidth() / 2 + 4} fontSize={12} fill="#262626">
                  {item.value}
                </text>
              </g>
            ))}
            <AxisBottom scale={x} top={plotH} numTicks={5} stroke="#8c8c8c" tickStroke="#8c8c8c" tickLabelProps={{ fill: '#595959', fontSize: 11, textAnchor: 'middle' }} />
          </Group>
        </svg>
      )}
    </div>
  );
}
