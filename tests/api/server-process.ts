import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** server/main.ts prints this line once both listeners are up. */
const READY_LINE = /smartmon console: http:\/\/localhost:(\d+)/;

/** The console as a real operating-system process, so that tests can SIGKILL it. */
export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  output(): string;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<number | string>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

/**
 * Spawns `node --import tsx server/main.ts` on a data directory; does not wait for it. The
 * simulator is off and the log at warn unless `env` says otherwise (SIM: 1 for the first start's backfill).
 * `asNpmStart`: through scripts/start.mjs as `npm start` runs it (its held port and IPC channel),
 * without its build (the tests' build step is its own).
 */
export function spawnServer(
  env: { DATA_DIR: string; PORT: number; MQTT_PORT: number } & Record<string, string | number>,
  { asNpmStart = false } = {},
): ServerProcess {
  const args = asNpmStart ? ['scripts/start.mjs'] : ['--import', 'tsx', 'server/main.ts'];
  if (asNpmStart) env = { START_SKIP_BUILD: '1', ...env };
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, SIM: '0', LOG_LEVEL: 'warn', ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)])), HOST: '127.0.0.1', TRUST_PROXY: 'loopback' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return { child, origin: `http://127.0.0.1:${env.PORT}`, output: () => text, exited };
}

/** Waits for the ready line; fails with the process output if it exits or takes too long. */
export async function waitReady(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (!READY_LINE.test(server.output())) {
    if (gone) throw new Error(`server exited before it was ready:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server not ready within ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGKILL, then wait until the kernel has reaped it (its files are closed). */
export async function kill9(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** A file's cleanup: kills the server if it is still running (a test that failed half-way), then waits for it. */
export async function killIfRunning(server: ServerProcess | undefined): Promise<void> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) await kill9(server);
}
