/**
 * Insect counting accuracy and speed (issues 19 and 32): counts generated sticky-board pictures
 * whose insect numbers are known and prints the mean absolute count error, the worst image and the
 * time per 1920x1080 picture (decode and count). Two sets: boards of one species
 * (server/sim/insect-boards.ts: varied size and orientation, touching pairs, specks, blur, uneven
 * light, JPEG) and boards of mixed sizes (server/sim/mixed-insect-boards.ts: whiteflies beside
 * leafhoppers and moths, some touching). Exits 1 when the bars are missed.
 * `npm run bench:insects [-- images [mixed images]]`
 */
import { cpus, loadavg } from 'node:os';
import { generateBoard } from '../server/sim/insect-boards';
import { generateMixedBoard } from '../server/sim/mixed-insect-boards';
import { countInsects } from '../server/modules/insects/counter';

const IMAGES = Number(process.argv[2] ?? 120);
const MIXED_IMAGES = Number(process.argv[3] ?? 40);
const MEAN_ERROR_BAR = 0.05;
const WORST_ERROR_BAR = 0.15;
const TIME_GOAL_MS = 300;

interface Measured {
  mean: number;
  worst: { seed: number; truth: number; counted: number; error: number };
  over: number;
  times: number[];
}

async function measure(images: number, board: (seed: number) => Promise<{ jpeg: Buffer; count: number }>): Promise<Measured> {
  const errors: number[] = [];
  const times: number[] = [];
  let worst = { seed: 0, truth: 0, counted: 0, error: 0 };
  for (let seed = 1; seed <= images; seed++) {
    const { jpeg, count } = await board(seed);
    const started = performance.now();
    const result = await countInsects(jpeg);
    times.push(performance.now() - started);
    const error = Math.abs(result.count - count) / count;
    errors.push(error);
    if (error > worst.error) worst = { seed, truth: count, counted: result.count, error };
  }
  times.sort((a, b) => a - b);
  return { mean: errors.reduce((s, e) => s + e, 0) / errors.length, worst, over: errors.filter((e) => e > WORST_ERROR_BAR).length, times };
}

const one = await measure(IMAGES, (seed) => generateBoard({ seed }));
const mixed = await measure(MIXED_IMAGES, (seed) => generateMixedBoard({ seed }));
const pct = (v: number) => `${(v * 100).toFixed(2)} %`;
const ms = (v: number) => `${v.toFixed(0)} ms`;
const worst = (m: Measured) => `${pct(m.worst.error)} (seed ${m.worst.seed}: ${m.worst.counted} counted, ${m.worst.truth} drawn)`;
console.log(`## Insect counting (bench/insect-count.bench.ts)
${IMAGES} generated 1920x1080 board pictures of one species and ${MIXED_IMAGES} of mixed sizes (JPEG), ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}
| measure | one species | mixed sizes | bar |
| --- | --- | --- | --- |
| mean absolute count error | ${pct(one.mean)} | ${pct(mixed.mean)} | < ${pct(MEAN_ERROR_BAR)} |
| worst image | ${worst(one)} | ${worst(mixed)} | <= ${pct(WORST_ERROR_BAR)} |
| images off by more than ${pct(WORST_ERROR_BAR)} | ${one.over} | ${mixed.over} | 0 |
| time per picture, median | ${ms(one.times[one.times.length >> 1])} | ${ms(mixed.times[mixed.times.length >> 1])} | < ${TIME_GOAL_MS} ms |
| time per picture, p95 | ${ms(one.times[Math.floor(one.times.length * 0.95)])} | ${ms(mixed.times[Math.floor(mixed.times.length * 0.95)])} | |`);
if ([one, mixed].some((m) => m.mean >= MEAN_ERROR_BAR || m.over > 0)) process.exitCode = 1;
