import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { GridRows } from '@visx/grid';
import type { ScaleLinear, ScaleTime } from 'd3-scale';
import { tickFormat } from './time-format';

const AXIS_COLOR = '#8c8c8c';
const GRID_COLOR = '#f0f0f0';
const tickLabel = { fill: '#595959', fontSize: 11 };

interface ChartAxesProps {
  x: ScaleTime<number, number>;
  yLeft: ScaleLinear<number, number>;
  yRight: ScaleLinear<number, number> | null;
  width: number;
  height: number;
  leftLabel?: string;
  rightLabel?: string;
}

/** Grid and the time and value axes of a plot (visx SVG), drawn in plot coordinates. */
export function ChartAxes({ x, yLeft, yRight, width, height, leftLabel, rightLabel }: ChartAxesProps) {
  const [d0, d1] = x.domain();
  const format = tickFormat(d1.getTime() - d0.getTime());
  return (
    <>
      <GridRows scale={yLeft} width={width} stroke={GRID_COLOR} numTicks={5} />
      <AxisLeft
        scale={yLeft}
        numTicks={5}
        stroke={AXIS_COLOR}
        tickStroke={AXIS_COLOR}
        tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -2, dy: 3 }}
        label={leftLabel}
        labelProps={{ ...tickLabel, textAnchor: 'middle' }}
        labelOffset={36}
      />
      {yRight && (
        <AxisRight
          scale={yRight}
          left={width}
          numTicks={5}
          stroke={AXIS_COLOR}
          tickStroke={AXIS_COLOR}
          tickLabelProps={{ ...tickLabel, textAnchor: 'start', dx: 2, dy: 3 }}
          label={rightLabel}
          labelProps={{ ...tickLabel, textAnchor: 'middle' }}
          labelOffset={36}
        />
      )}
      <AxisBottom
        scale={x}
        top={height}
        numTicks={Math.max(2, Math.floor(width / 110))}
        stroke={AXIS_COLOR}
        tickStroke={AXIS_COLOR}
        tickFormat={(v) => format(v instanceof Date ? v.getTime() : Number(v))}
        tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
      />
    </>
  );
}
