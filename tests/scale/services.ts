import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A process a scale test started: where it listens and how to stop it (idempotent). */
export interface Service {
  port: number;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 15_000;

/**
 * Where the run's processes keep their files: scripts/test-scale.mjs passes SCALE_RUN_DIR and,
 * once vitest has exited, kills any process still naming it, so nothing outlives a failed or
 * interrupted run.
 */
export function runDir(): string {
  return process.env.SCALE_RUN_DIR ?? tmpdir();
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until something accepts connections on the port, or the process died. */
export async function waitForPort(port: number, child?: ChildProcess, what = `port ${port}`, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} before listening`);
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} not listening after ${timeoutMs} ms`);
}

/** Stops a child: SIGTERM, then SIGKILL if it lingers; resolves once it has exited. */
export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Runs a daemon in the foreground with its own temporary directory; its output is kept for a failure message. */
async function daemon(name: string, command: string, args: (dir: string, port: number) => string[], setup?: (dir: string, port: number) => void): Promise<Service> {
  const dir = mkdtempSync(path.join(runDir(), `smartmon-${name}-`));
  const port = await freePort();
  setup?.(dir, port);
  const child = spawn(command, args(dir, port), { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, name);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return { port, stop };
}

/**
 * Mosquitto 2 on a free loopback port, anonymous (device authentication is not what these tests
 * prove), with no cap on the messages queued per session: the default (1000) would drop QoS 1
 * readings queued for a restarting instance, which is exactly what the tests must not lose.
 */
export function startMosquitto(): Promise<Service> {
  return daemon('mosquitto', '/usr/sbin/mosquitto', (dir) => ['-c', path.join(dir, 'mosquitto.conf')], (dir, port) => {
    writeFileSync(
      path.join(dir, 'mosquitto.conf'),
      [`listener ${port} 127.0.0.1`, 'allow_anonymous true', 'persistence false', 'max_queued_messages 0', 'max_inflight_messages 0', 'user root', ''].join('\n'),
    );
  });
}

/** Redis on a free loopback port, in memory only. */
export function startRedis(): Promise<Service> {
  return daemon('redis', '/usr/bin/redis-server', (dir, port) => [
    '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--protected-mode', 'no',
  ]);
}
