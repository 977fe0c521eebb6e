import { AxisBottom, AxisLeft, AxisRight, type TickRendererProps } from '@visx/axis';
import { GridRows } from '@visx/grid';
import type { ScaleLinear, ScaleTime } from 'd3-scale';
import { tickFormat } from './time-format';

const AXIS_COLOR = '#8c8c8c';
const GRID_COLOR = '#f0f0f0';
const tickLabel = { fill: '#595959', fontSize: 11 };

/** How far the unit label sits outside its axis line (visx's tick length 8 + label offset 36). */
const LABEL_OFFSET = 44;

/**
 * A tick label as one SVG <text>. visx's default <Text> measures every new label with
 * getComputedTextLength (a forced style and layout of the page in the middle of rendering) for
 * line wrapping these one-line labels never need, and wraps each in its own <svg>.
 */
function TickLabel({ x, y, dx, dy, fill, fontSize, fontFamily, textAnchor, formattedValue }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} fill={fill} fontSize={fontSize} fontFamily={fontFamily} textAnchor={textAnchor}>
      {formattedValue}
    </text>
  );
}

interface ChartAxesProps {
  x: ScaleTime<number, number>;
  yLeft: ScaleLinear<number, number>;
  yRight: ScaleLinear<number, number> | null;
  width: number;
  height: number;
  leftLabel?: string;
  rightLabel?: string;
}

/** A y axis' unit, rotated along it where visx would put its `label` (which it draws with <Text>). */
function AxisLabel({ side, height, children }: { side: 'left' | 'right'; height: number; children: string }) {
  const sign = side === 'left' ? -1 : 1;
  return (
    <text className="visx-axis-label" x={(sign * height) / 2} y={-LABEL_OFFSET} transform={`rotate(${sign * 90})`} fontFamily="Arial" textAnchor="middle" {...tickLabel}>
      {children}
    </text>
  );
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
        tickComponent={TickLabel}
      />
      {leftLabel && (
        <AxisLabel side="left" height={height}>
          {leftLabel}
        </AxisLabel>
      )}
      {yRight && (
        <AxisRight
          scale={yRight}
          left={width}
          numTicks={5}
          stroke={AXIS_COLOR}
          tickStroke={AXIS_COLOR}
          tickLabelProps={{ ...tickLabel, textAnchor: 'start', dx: 2, dy: 3 }}
          tickComponent={TickLabel}
        />
      )}
      {yRight && rightLabel && (
        <g transform={`translate(${width}, 0)`}>
          <AxisLabel side="right" height={height}>
            {rightLabel}
          </AxisLabel>
        </g>
      )}
      <AxisBottom
        scale={x}
        top={height}
        numTicks={Math.max(2, Math.floor(width / 110))}
        stroke={AXIS_COLOR}
        tickStroke={AXIS_COLOR}
        tickFormat={(v) => format(v instanceof Date ? v.getTime() : Number(v))}
        tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
        tickComponent={TickLabel}
      />
    </>
  );
}
