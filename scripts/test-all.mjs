#!/usr/bin/env node
/**
 * npm test: every check of the project in one command, the parts overlapping instead of queueing.
 * Each part is a child process whose lines are printed prefixed with its name. A part starts once
 * the parts it `needs` have passed (the e2e tests serve the build, which runs once, here) and the
 * parts it runs `after` have ended, passed or not, so one failure does not hide another. The run
 * fails when any part fails or could not start; the summary lists each part's start, wall time and
 * outcome. Each part is also its own npm script (typecheck, lint, build, test:unit, test:e2e).
 *
 * Why this order (docs/testing.md, "npm test"): typecheck, lint and the build are one process each
 * and take a minute or less, so they run beside the unit, component and API tests from the start.
 * The e2e tests run after those tests rather than beside them: both are two workers, each holding
 * servers (and the e2e workers a Chromium), and four of those on two cores only stretch every
 * wait the browser tests make without finishing sooner.
 *
 * `node scripts/test-all.mjs lint e2e` runs only the parts named (and the parts they need).
 */
import { spawn } from 'node:child_process';

/** `needs`: parts that must pass before this one starts; `after`: parts that must have ended. */
const PARTS = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'], needs: [], after: [] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'], needs: [], after: [] },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'], needs: [], after: [] },
  { name: 'unit+component+api', command: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'component', '--project', 'api'], needs: [], after: [] },
  // The build above is the one the e2e project serves (npm run test:e2e alone builds it itself).
  { name: 'e2e', command: ['npx', 'vitest', 'run', '--project', 'e2e'], needs: ['build'], after: ['unit+component+api'] },
];

const byName = new Map(PARTS.map((part) => [part.name, part]));
const unknown = process.argv.slice(2).filter((name) => !byName.has(name));
if (unknown.length > 0) {
  console.error(`unknown part: ${unknown.join(', ')} (parts: ${PARTS.map((p) => p.name).join(', ')})`);
  process.exit(2);
}
/** The parts asked for on the command line (all by default) and what they need. */
const selected = new Set();
const select = (name) => {
  if (selected.has(name)) return;
  selected.add(name);
  for (const need of byName.get(name).needs) select(need);
};
for (const name of process.argv.length > 2 ? process.argv.slice(2) : byName.keys()) select(name);
const parts = PARTS.filter((part) => selected.has(part.name));

const width = Math.max('total'.length, ...parts.map((p) => p.name.length));
const label = (name) => `[${name.padEnd(width)}]`;
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const started = Date.now();
const children = new Set();
// Children write to pipes; keep their colours when this run writes to a terminal.
const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;

/**
 * What names a failure, kept per part and printed again under the summary: a CI log keeps only its
 * tail, and a failure printed twenty minutes before the end of a run is lost. For each of vitest's
 * "FAIL" headers, its error's first lines and the places its stack names in the project; else the
 * × a failed test's line starts with, and tsc's and ESLint's "error" lines.
 */
const failures = new Map();
const FAILURE_LINE = /^\s*(FAIL|×|✗)\s|error TS\d+|^\s*\d+:\d+\s+error\s/;
const STACK_PLACE = /❯\s+(?:\S+\s+)?((?:tests|server|src|shared|scripts|screens|scenes|streams)\/\S+:\d+:\d+)/;
const MAX_FAILURES = 20;
const MAX_MESSAGE = 400;
// eslint-disable-next-line no-control-regex -- the colour codes vitest writes
const stripColours = (line) => line.replace(/\u001b\[[0-9;]*m/g, '');

function noteFailure(name, line) {
  const plain = stripColours(line).trim();
  const list = failures.get(name) ?? [];
  failures.set(name, list);
  const open = list.at(-1);
  // Inside a failure's report (a FAIL header up to vitest's ⎯ rule): its message, then its stack's places.
  if (open?.reading) {
    if (plain.startsWith('⎯')) open.reading = false;
    else if (STACK_PLACE.test(plain)) open.places.push(plain.match(STACK_PLACE)[1]);
    // The message runs to its first blank line (vitest's diff of expected and received follows it).
    else if (!plain) open.messageEnded ||= open.message !== '';
    else if (!open.messageEnded && open.message.length < MAX_MESSAGE) open.message += `${open.message ? ' ' : ''}${plain}`;
    return;
  }
  if (!FAILURE_LINE.test(plain) || list.length >= MAX_FAILURES || list.some((f) => f.header === plain)) return;
  list.push({ header: plain, message: '', messageEnded: false, places: [], reading: /^FAIL\s/.test(plain) });
}

/** A part's failures as printed under the summary: vitest's reports, or the lines that named a failure. */
function failureReport(name) {
  const list = failures.get(name) ?? [];
  const reports = list.filter((f) => /^FAIL\s/.test(f.header));
  if (reports.length === 0) return list.map((f) => `  ${f.header}`);
  return reports.flatMap((f) => [
    `  ${f.header}`,
    ...(f.message ? [`    ${f.message.length > MAX_MESSAGE ? `${f.message.slice(0, MAX_MESSAGE)}…` : f.message}`] : []),
    ...(f.places.length > 0 ? [`    at ${f.places.join(' < ')}`] : []),
  ]);
}

function prefixLines(name, stream, out) {
  let rest = '';
  const write = (line) => {
    out.write(`${label(name)} ${line}\n`);
    noteFailure(name, line);
  };
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) write(line);
  });
  stream.on('end', () => {
    if (rest) write(rest);
  });
}

/** Runs one part; resolves with its exit code (a signal or a spawn error counts as a failure). */
function runPart(part) {
  return new Promise((resolve) => {
    const from = Date.now();
    console.log(`${label(part.name)} started at +${seconds(from - started)}: ${part.command.join(' ')}`);
    // Its own process group, so an interrupt reaches its workers, servers and browsers.
    const child = spawn(part.command[0], part.command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env });
    children.add(child);
    prefixLines(part.name, child.stdout, process.stdout);
    prefixLines(part.name, child.stderr, process.stderr);
    let settled = false;
    const done = (code) => {
      if (settled) return;
      settled = true;
      children.delete(child);
      console.log(`${label(part.name)} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} after ${seconds(Date.now() - from)}`);
      resolve({ code, ms: Date.now() - from, startedAt: from - started });
    };
    child.on('error', (error) => {
      console.error(`${label(part.name)} ${error.message}`);
      done(127);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

const runs = new Map();
function schedule(part) {
  if (!runs.has(part.name)) {
    const wait = (names) => Promise.all(names.filter((name) => selected.has(name)).map((name) => schedule(byName.get(name))));
    const promise = (async () => {
      // Every part a selected part needs is selected too (select above).
      const needed = await wait(part.needs);
      await wait(part.after);
      const failed = part.needs.filter((_, i) => needed[i].code !== 0);
      if (failed.length > 0) {
        console.log(`${label(part.name)} not run: ${failed.join(', ')} failed`);
        return { code: null, ms: 0, startedAt: null, skipped: failed };
      }
      return runPart(part);
    })();
    runs.set(part.name, promise);
  }
  return runs.get(part.name);
}

// Ctrl-C or a kill stops every running part's whole process group.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
    process.exit(130);
  });
}

const results = await Promise.all(parts.map((part) => schedule(part)));
console.log('\nnpm test summary (wall time per part; parts overlap)');
for (const [i, part] of parts.entries()) {
  const r = results[i];
  const outcome = r.code === 0 ? 'passed' : r.code === null ? `not run (${r.skipped.join(', ')} failed)` : `FAILED (exit ${r.code})`;
  const when = r.startedAt === null ? '' : `from +${seconds(r.startedAt)}, took ${seconds(r.ms)}`;
  console.log(`  ${part.name.padEnd(width)}  ${outcome.padEnd(16)} ${when}`);
}
console.log(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - started)}`);
for (const [i, part] of parts.entries()) {
  const report = failureReport(part.name);
  if (results[i].code === 0 || results[i].code === null || report.length === 0) continue;
  console.log(`\n${part.name} failed (at most ${MAX_FAILURES} failures, each with its message and where):`);
  for (const line of report) console.log(line);
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
