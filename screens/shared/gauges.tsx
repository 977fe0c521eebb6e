import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { drawGauge } from './draw';
import { paramOf, type RealtimeDevice } from './device-values';
import { ScreenCanvas } from './screen-canvas';

const GAUGES = [
  { key: 'do', label: 'screens.gauges.do', min: 0, max: 15 },
  { key: 'water_temp', label: 'screens.gauges.temp', min: 0, max: 40 },
  { key: 'ph', label: 'screens.gauges.ph', min: 0, max: 14 },
  { key: 'nh3n', label: 'screens.gauges.nh3n', min: 0, max: 2 },
] as const;

function Gauge({ device, spec }: { device: RealtimeDevice | undefined; spec: (typeof GAUGES)[number] }) {
  const { t } = useTranslation();
  const param = paramOf(device, spec.key);
  const value = typeof param?.value === 'number' ? param.value : null;
  const label = t(spec.label);
  const unit = param?.unit ?? '';
  const alarm = param?.status === 'warning';
  const draw = useCallback(
    (ctx: CanvasRenderingContext2D, w: number, h: number) => drawGauge(ctx, w, h, { value, min: spec.min, max: spec.max, label, unit, alarm }),
    [value, spec, label, unit, alarm],
  );
  return (
    <div data-gauge={spec.key}>
      <ScreenCanvas draw={draw} testId={`gauge-${spec.key}`} />
    </div>
  );
}

/** DO, water temperature, pH and ammonia of one water-quality monitor as four dials. */
export function WaterGauges({ device }: { device: RealtimeDevice | undefined }) {
  return (
    <div className="screen-gauges">
      {GAUGES.map((spec) => <Gauge key={spec.key} device={device} spec={spec} />)}
    </div>
  );
}
