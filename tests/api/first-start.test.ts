import { afterAll, describe, expect, it } from 'vitest';
import { freshDataDir, removeDataDir } from '../helpers/data-dir-template';
import { freePort, killIfRunning, spawnServer, waitReady, type ServerProcess } from './server-process';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';
import type { Health } from '../../shared/contract/api/health';

/**
 * A first start answers while the simulator writes the demo history (issue 42 item 2): the
 * backfill ran its statements back to back on PGlite, in this process, and no request was answered
 * until it ended (minutes on a loaded machine). Here a real server process, simulator on, on a data
 * directory with no history: /api/health answers soon after the server listens, then every second
 * until the backfill is done, each answer within ANSWER_MS, and says how far the history is.
 *
 * The history is shortened (SIM_HISTORY_MONTHS, SIM_RAW_DAYS) to keep the test short; the code path
 * is the first start's. Raw days at three: before the fix, each raw day held the loop for seconds
 * on end, so the answers stopped for longer than ANSWER_MS.
 *
 * Started as `npm start` starts it (scripts/start.mjs): before the server listens (PGlite's initdb,
 * the app's plugins: most of a minute on a loaded machine) the wrapper holds the port and answers
 * that the console is starting; it answered nothing before.
 */
const ENV = { SIM: '1', SIM_HISTORY_MONTHS: '2', SIM_RAW_DAYS: '3' };
/** From the spawn: the bound on a loaded machine (the held port answers in well under a second quiet). */
const FIRST_ANSWER_MS = 30_000;
/** From the ready line (the server listening) to its own first answer, which meets the simulator's start. */
const SERVER_ANSWER_MS = 30_000;
/** Generous for a loaded machine: a quiet one answers in tens of ms while the history is written. */
const ANSWER_MS = 5_000;
const EVERY_MS = 1_000;
/** The shortened history takes ~15 s on a quiet machine. */
const BACKFILL_LIMIT_MS = 240_000;

const dataDir = freshDataDir('smartmon-first-start-');
let server: ServerProcess | undefined;

afterAll(async () => {
  // The wrapper forwards SIGTERM and exits with the server, so the data directory is free to remove.
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
  await killIfRunning(server);
  removeDataDir(dataDir);
});

/** GET /api/health and how long it took; a request that hangs is cut at four times ANSWER_MS. */
async function health(origin: string): Promise<{ ms: number; status: number; data?: Health; code?: string; message?: string }> {
  const sent = Date.now();
  try {
    const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(4 * ANSWER_MS), headers: { 'accept-language': 'en-US' } });
    const body = (await res.json()) as { data?: Health; code?: string; message?: string };
    return { ms: Date.now() - sent, status: res.status, data: body.data, code: body.code, message: body.message };
  } catch {
    return { ms: Date.now() - sent, status: 0 };
  }
}

describe('the first start', () => {
  it('answers /api/health while the demo history is written, every second until it is done, and says how far it is', async () => {
    // Own server: its own process with the simulator on and a history yet to write.
    const spawned = Date.now();
    server = spawnServer({ DATA_DIR: dataDir, PORT: await freePort(), MQTT_PORT: await freePort(), ...ENV }, { asNpmStart: true });
    let starting = await health(server.origin);
    while (starting.status === 0 && Date.now() - spawned < FIRST_ANSWER_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      starting = await health(server.origin);
    }
    expect(Date.now() - spawned, server.output()).toBeLessThan(FIRST_ANSWER_MS);
    // The server takes seconds to listen: this is the held port, in the caller's language.
    expect(starting, server.output()).toMatchObject({ status: 503, code: 'STARTING', message: expect.stringContaining('starting') });
    const page = await fetch(server.origin).then((res) => res.text());
    expect(page).toContain('正在启动');
    expect(page).toContain('is starting');

    await waitReady(server, STARTUP_TIMEOUT_MS);
    const listening = Date.now();
    let answer = await health(server.origin);
    while (answer.status !== 200 && Date.now() - listening < SERVER_ANSWER_MS) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await health(server.origin);
    }
    expect(answer.status, server.output()).toBe(200);
    expect(Date.now() - listening).toBeLessThan(SERVER_ANSWER_MS);

    const answers = [answer];
    while (!answers.at(-1)!.data?.backfill?.done && Date.now() - listening < BACKFILL_LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, EVERY_MS - answers.at(-1)!.ms)));
      answers.push(await health(server.origin));
    }
    const summary = answers.map((a) => `${a.status} ${a.ms} ms ${a.data?.backfill?.progress ?? '-'} %`).join('\n');
    // The first answer has FIRST_ANSWER_MS: it meets the simulator's own start (26 devices connecting).
    const slow = answers.slice(1).filter((a) => a.status !== 200 || a.ms >= ANSWER_MS);
    expect(slow, summary).toEqual([]);
    expect(answers.at(-1)!.data!.backfill, summary).toEqual({ done: true, progress: 100 });
    // Answered while the history was being written, and the progress only went forward.
    const during = answers.filter((a) => !a.data!.backfill!.done);
    expect(during.length, summary).toBeGreaterThan(1);
    const progress = answers.map((a) => a.data!.backfill!.progress);
    expect(progress, summary).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(progress).size, summary).toBeGreaterThan(2);
  }, STARTUP_TIMEOUT_MS + BACKFILL_LIMIT_MS + 30_000);

  it('refuses a history length that is not a whole number of months or days, naming the variable', async () => {
    const { loadConfig, ConfigError } = await import('../../server/config');
    for (const env of [{ SIM_HISTORY_MONTHS: '0' }, { SIM_RAW_DAYS: 'a week' }]) {
      expect(() => loadConfig(env, { dataDir })).toThrow(ConfigError);
      expect(() => loadConfig(env, { dataDir })).toThrow(Object.keys(env)[0]);
    }
  });
});
