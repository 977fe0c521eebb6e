import { createRoot } from 'react-dom/client';
import { ChartBench } from './chart-bench';
import { WidgetsBench } from './widgets-bench';

/**
 * The bench-only page of `npm run bench:ui` (never part of the console build): `?mode=chart`
 * draws the history chart with generated points, `?mode=widgets` mounts widgets on one device's
 * live stream. Results are left on `window.__bench` for the runner.
 */
const params = new URLSearchParams(location.search);
const root = createRoot(document.getElementById('root')!);
if (params.get('mode') === 'widgets') {
  root.render(<WidgetsBench count={Number(params.get('count') ?? 16)} deviceId={params.get('device') ?? 'AW00001'} interval={Number(params.get('interval') ?? 3000)} />);
} else {
  root.render(<ChartBench points={Number(params.get('points') ?? 500_000)} />);
}
