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

/** A daemon that can be restarted on the same port and files (a broker's `systemctl restart`). */
export interface RestartableService extends Service {
  /** SIGTERM (the daemon saves its state), waits for the exit, starts it again and waits for the port. */
  restart(): Promise<void>;
}

/** Runs a daemon in the foreground with its own temporary directory; its output is kept for a failure message. */
async function daemon(name: string, command: string, args: (dir: string, port: number) => string[], setup?: (dir: string, port: number) => void): Promise<RestartableService> {
  const dir = mkdtempSync(path.join(runDir(), `smartmon-${name}-`));
  const port = await freePort();
  setup?.(dir, port);
  let child: ChildProcess;
  let output = '';
  const launch = async () => {
    child = spawn(command, args(dir, port), { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    await waitForPort(port, child, name);
  };
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await launch();
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return {
    port,
    stop,
    restart: async () => {
      await stopChild(child);
      await launch();
    },
  };
}

/**
 * Mosquitto 2 on a free loopback port, anonymous (device authentication is not what these tests
 * prove), with no cap on the messages queued per session: the default (1000) would drop QoS 1
 * readings queued for a restarting instance, which is exactly what the tests must not lose.
 * `persistent`: docs/operations.md's `persistence true`, so that sessions, their subscriptions and
 * queued messages outlive a restart of the broker.
 */
export function startMosquitto(options: { persistent?: boolean } = {}): Promise<RestartableService> {
  return daemon('mosquitto', '/usr/sbin/mosquitto', (dir) => ['-c', path.join(dir, 'mosquitto.conf')], (dir, port) => {
    const persistence = options.persistent ? ['persistence true', `persistence_location ${dir}/`, 'autosave_interval 60'] : ['persistence false'];
    writeFileSync(
      path.join(dir, 'mosquitto.conf'),
      [`listener ${port} 127.0.0.1`, 'allow_anonymous true', ...persistence, 'max_queued_messages 0', 'max_inflight_messages 0', 'user root', ''].join('\n'),
    );
  });
}

/** Redis on a free loopback port, in memory only. */
export function startRedis(): Promise<Service> {
  return daemon('redis', '/usr/bin/redis-server', (dir, port) => [
    '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--protected-mode', 'no',
  ]);
}
