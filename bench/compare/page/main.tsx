import { productChartBench } from './product-chart-bench';
import { seedRandom } from './seed';
import { uplotBench } from './uplot-bench';
import { mapBench } from './map-bench';

/**
 * The bench-only page of `npm run bench:compare` (never part of the console build):
 * `?kind=chart&lib=product|uplot&points=N[&variant=...]` draws one seeded series; `?kind=map&layer=product|plain`
 * runs the map sizes. Results are left on `window.__bench` / `window.__benchResult`.
 */
const params = new URLSearchParams(location.search);
// Both charts draw the same points: the generator's Math.random is seeded alike.
seedRandom(7);
const points = Number(params.get('points') ?? 500_000);
if (params.get('kind') === 'map') {
  void mapBench(params);
} else if (params.get('lib') === 'uplot') {
  uplotBench(document.getElementById('root')!, points);
} else {
  productChartBench(document.getElementById('root')!, points, params.get('variant') ?? 'full');
}
