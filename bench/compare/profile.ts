/**
 * Where the time of one side of a bench:compare browser pair goes, from a V8 CPU profile (CDP
 * Profiler, started before the page loads) and a Chrome trace of every process. Wall-clock figures
 * swing with the load of a shared machine; the trace's thread CPU time of the page's main thread and
 * of the GPU process (SwiftShader) much less.
 *   tsx bench/compare/profile.ts 'kind=chart&lib=product&points=500000' --to=bench:painted-frame
 *   BENCH_NO_MINIFY=1 tsx bench/compare/profile.ts 'kind=chart&lib=uplot' --fns=drawSeries,_commit
 *   tsx bench/compare/profile.ts 'kind=map&layer=product&n=100000&updates=3&fpsMs=4000' --from=bench:pan:100000 --to=bench:end:100000 --runs=5
 * One load prints the functions with the most self time (BENCH_NO_MINIFY=1 keeps their names), the
 * inclusive time of those named by --fns=a,b, the main thread's and GPU process' CPU, and per thread
 * the trace events with the most CPU; --runs=N loads N times (trace only) and prints each CPU figure
 * and the medians. The window runs from performance mark --from (default bench:start) to --to
 * (default bench:first-frame; the map page marks bench:start|updates|pan|end:<devices>) plus --tail
 * ms (default 50). --tasks lists the main thread's longer tasks, --marks every mark in the trace.
 */
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { acquireBrowser, releaseBrowser, type BrowserBench } from './browser';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event: what it cost, whatever else the machine was doing. */
  tdur?: number;
  cat: string;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const query = process.argv[2] ?? 'kind=chart&lib=product&points=500000';
const fns = (process.argv.find((a) => a.startsWith('--fns='))?.slice(6) ?? '').split(',').filter(Boolean);
const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const FROM = arg('from', 'bench:start');
const TO = arg('to', 'bench:first-frame');
const TAIL_US = Number(arg('tail', '50')) * 1000;
const TOP = 18;
const CLOCK_TICKS = Number(execSync('getconf CLK_TCK').toString().trim());

/** Trace time (µs) of a performance mark. */
function markTime(events: TraceEvent[], name: string): number {
  const mark = events.find((e) => e.cat.includes('blink.user_timing') && e.name === name);
  if (!mark) throw new Error(`no mark ${name} in the trace`);
  return mark.ts;
}

function summariseProfile(profile: Profile, from: number, to: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    if (at >= from && at <= to) self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i] / 1000);
  });
  const label = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  const selfBy = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [id, ms] of self) {
    const n = byId.get(id)!;
    total += ms;
    if (n.callFrame.functionName === '(idle)') idle += ms;
    selfBy.set(label(n), (selfBy.get(label(n)) ?? 0) + ms);
  }
  console.log(`CPU profile: ${total.toFixed(0)} ms sampled, ${(total - idle).toFixed(0)} ms busy`);
  for (const [name, ms] of [...selfBy].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  self ${ms.toFixed(1).padStart(8)} ms  ${name}`);
  // Inclusive time of named functions: a sample counts once if any frame on its stack matches.
  for (const fn of fns) {
    let ms = 0;
    for (const [id, t] of self) {
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        if (byId.get(at)!.callFrame.functionName === fn) {
          ms += t;
          break;
        }
      }
    }
    console.log(`  incl ${ms.toFixed(1).padStart(8)} ms ${((100 * ms) / (total - idle)).toFixed(1).padStart(5)} % of busy  ${fn}`);
  }
}

function summariseTrace(events: TraceEvent[], from: number, to: number, verbose: boolean) {
  const threadName = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  // Per thread and event name: wall and CPU (thread) ms.
  const byThread = new Map<string, Map<string, [number, number]>>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || e.ts + e.dur <= from || e.ts > to) continue;
    const thread = threadName.get(`${e.pid}:${e.tid}`) ?? `${e.pid}:${e.tid}`;
    const names = byThread.get(thread) ?? new Map<string, [number, number]>();
    const [wall, cpu] = names.get(e.name) ?? [0, 0];
    names.set(e.name, [wall + e.dur / 1000, cpu + (e.tdur ?? 0) / 1000]);
    byThread.set(thread, names);
  }
  // Top-level tasks (the one holding the --from mark starts just before it): wall and CPU time,
  // the latter barely moved by load. Frames: the page's main-frame updates in the window.
  const cpuOf = (thread: string) => {
    const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= from - 5000 && e.ts <= to && threadName.get(`${e.pid}:${e.tid}`) === thread);
    return { wall: tasks.reduce((a, e) => a + (e.dur ?? 0), 0) / 1000, cpu: tasks.reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000, tasks };
  };
  const main = cpuOf('CrRendererMain');
  const gpu = cpuOf('CrGpuMain');
  const frames = events.filter((e) => e.name === 'ProxyMain::BeginMainFrame' && e.ph === 'X' && e.ts >= from && e.ts <= to).length;
  if (verbose) {
    console.log(`main thread ${main.cpu.toFixed(1)} ms CPU (${main.wall.toFixed(1)} wall, ${main.tasks.length} tasks); GPU process ${gpu.cpu.toFixed(1)} ms CPU; ${frames} frames`);
    if (process.argv.includes('--tasks')) {
      for (const e of main.tasks) if ((e.dur ?? 0) > 1000) console.log(`  +${((e.ts - from) / 1000).toFixed(1).padStart(7)} ms  ${((e.dur ?? 0) / 1000).toFixed(1).padStart(7)} ms wall ${((e.tdur ?? 0) / 1000).toFixed(1).padStart(7)} ms CPU`);
    }
  }
  if (!verbose) return { mainCpu: main.cpu, gpuCpu: gpu.cpu, frames };
  const busiest = [...byThread].map(([t, names]) => [t, names, Math.max(...[...names.values()].map((v) => v[1]))] as const).sort((a, b) => b[2] - a[2]);
  for (const [thread, names] of busiest.slice(0, 5)) {
    console.log(`trace ${thread}, CPU (wall) ms per event name; nested events count inside their parents too:`);
    for (const [name, [wall, cpu]] of [...names].sort((a, b) => b[1][1] - a[1][1]).slice(0, TOP)) {
      console.log(`  ${cpu.toFixed(1).padStart(8)} (${wall.toFixed(1).padStart(7)})  ${name}`);
    }
  }
  return { mainCpu: main.cpu, gpuCpu: gpu.cpu, frames };
}

/** CPU ms (user + system, all threads) of this run's Chromium GPU process: a descendant of this process. */
function gpuProcessCpuMs(): number {
  const parentOf = (pid: string) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=gpu-process')) continue;
      let up = Number(pid);
      while (up > 1 && up !== process.pid) up = parentOf(String(up));
      if (up !== process.pid) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    } catch {
      // A process that ended while being read.
    }
  }
  return Number.NaN;
}

/** One page load, traced (and CPU-profiled when verbose); the main-thread and GPU CPU of the window. */
async function once(bench: BrowserBench, verbose: boolean) {
  const page = await bench.browser.newPage({ viewport: { width: 1320, height: 800 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    if (verbose) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await bench.browser.startTracing(page, {
      categories: ['blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'gpu', 'cc', 'viz', 'blink', 'skia'],
    });
    await page.goto(`${bench.origin}/?${query}`);
    const marked = (name: string) => page.waitForFunction(`performance.getEntriesByName(${JSON.stringify(name)}).length > 0`, undefined, { timeout: 10 * 60_000, polling: 50 });
    // SwiftShader rasterises on its own threads, which the trace does not show: the GPU process'
    // CPU over all its threads between the marks, from /proc (10 ms ticks, 50 ms polling).
    await marked(FROM);
    const gpuBefore = gpuProcessCpuMs();
    await marked(TO);
    const gpuAllThreads = gpuProcessCpuMs() - gpuBefore;
    // One more frame so that the first one's paint is inside the trace.
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
    const profile = verbose ? ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile : null;
    const trace = JSON.parse((await bench.browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const result = JSON.stringify(await page.evaluate('window.__benchResult ?? window.__bench'));
    const from = markTime(trace.traceEvents, FROM);
    const to = markTime(trace.traceEvents, TO) + TAIL_US;
    if (verbose) {
      console.log(`${query}: ${result}`);
      console.log(`window ${FROM} .. ${TO} + ${TAIL_US / 1000} ms: ${((to - from) / 1000).toFixed(0)} ms`);
      if (profile) summariseProfile(profile, from, to);
    }
    if (verbose) console.log(`GPU process, all threads: ${gpuAllThreads.toFixed(0)} ms CPU`);
    return { ...summariseTrace(trace.traceEvents, from, to, verbose), gpuAllThreads, wall: (to - from) / 1000, result };
  } finally {
    await page.close();
  }
}

/** --runs=N: N traced loads without the CPU profiler, each line and the medians. */
async function main() {
  const runs = Number(arg('runs', '0'));
  const bench = await acquireBrowser();
  try {
    if (runs) await repeat(bench, runs);
    else await once(bench, true);
  } finally {
    await releaseBrowser();
  }
}

async function repeat(bench: BrowserBench, runs: number) {
  const rows = [];
  for (let i = 0; i < runs; i++) {
    const r = await once(bench, false);
    rows.push(r);
    console.log(`run ${i + 1}: main ${r.mainCpu.toFixed(1)} ms CPU, GPU process ${r.gpuCpu.toFixed(1)} ms CPU (all threads ${r.gpuAllThreads.toFixed(0)}), ${r.frames} frames, ${r.wall.toFixed(0)} ms wall  ${r.result.slice(0, 200)}`);
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const m = { main: med(rows.map((r) => r.mainCpu)), gpu: med(rows.map((r) => r.gpuCpu)), all: med(rows.map((r) => r.gpuAllThreads)), frames: med(rows.map((r) => r.frames)) };
  const perFrame = med(rows.map((r) => r.gpuAllThreads / Math.max(1, r.frames)));
  console.log(
    `median of ${runs}: main ${m.main.toFixed(1)} ms CPU, GPU process main thread ${m.gpu.toFixed(1)}, all threads ${m.all.toFixed(0)} ms CPU, ${m.frames} frames; ` +
      `per frame main ${(m.main / Math.max(1, m.frames)).toFixed(1)}, GPU process ${perFrame.toFixed(0)} ms CPU`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
