/**
 * Insect counting accuracy and speed (issue 19): counts generated sticky-board pictures whose
 * insect numbers are known (server/sim/insect-boards.ts: varied size and orientation, touching
 * pairs, specks, blur, uneven light, JPEG) and prints the mean absolute count error, the worst
 * image and the time per 1920x1080 picture (decode and count). Exits 1 when the bars are missed.
 * `npm run bench:insects [-- images]`
 */
import { cpus, loadavg } from 'node:os';
import { generateBoard } from '../server/sim/insect-boards';
import { countInsects } from '../server/modules/insects/counter';

const IMAGES = Number(process.argv[2] ?? 120);
const MEAN_ERROR_BAR = 0.05;
const WORST_ERROR_BAR = 0.15;
const TIME_GOAL_MS = 300;

const errors: number[] = [];
const times: number[] = [];
let worst = { seed: 0, truth: 0, counted: 0, error: 0 };
for (let seed = 1; seed <= IMAGES; seed++) {
  const board = await generateBoard({ seed });
  const started = performance.now();
  const result = await countInsects(board.jpeg);
  times.push(performance.now() - started);
  const error = Math.abs(result.count - board.count) / board.count;
  errors.push(error);
  if (error > worst.error) worst = { seed, truth: board.count, counted: result.count, error };
}
times.sort((a, b) => a - b);
const mean = errors.reduce((s, e) => s + e, 0) / errors.length;
const pct = (v: number) => `${(v * 100).toFixed(2)} %`;
const ms = (v: number) => `${v.toFixed(0)} ms`;
const over = errors.filter((e) => e > WORST_ERROR_BAR).length;
console.log(`## Insect counting (bench/insect-count.bench.ts)
${IMAGES} generated 1920x1080 board pictures (JPEG), ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}
| measure | value | bar |
| --- | --- | --- |
| mean absolute count error | ${pct(mean)} | < ${pct(MEAN_ERROR_BAR)} |
| worst image | ${pct(worst.error)} (seed ${worst.seed}: ${worst.counted} counted, ${worst.truth} drawn) | <= ${pct(WORST_ERROR_BAR)} |
| images off by more than ${pct(WORST_ERROR_BAR)} | ${over} | 0 |
| time per picture, median | ${ms(times[times.length >> 1])} | < ${TIME_GOAL_MS} ms |
| time per picture, p95 | ${ms(times[Math.floor(times.length * 0.95)])} | |`);
if (mean >= MEAN_ERROR_BAR || over > 0) process.exitCode = 1;
