import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, runDir, stopChild, waitForPort, type Service } from './services';

/** An API instance as its own process (server/main.ts), so it can be killed with SIGKILL. */
export interface ChildInstance extends Service {
  name: string;
  origin: string;
  /** kill -9: no shutdown hook runs, nothing is flushed or acknowledged. */
  kill9(): Promise<void>;
  /** Starts it again on the same port, data directory and MQTT client id (systemd's Restart=always). */
  restart(): Promise<void>;
  /** Whether the process (the last one started) is still running. */
  running(): boolean;
  /** The last 4,000 characters it printed. */
  output(): string;
}

/** Generous: a cold start (tsx compiling the server, migrations, seeding) on a loaded 2-core machine took 100 s. */
const STARTUP_TIMEOUT_MS = 300_000;

export interface SpawnOptions {
  /** The entry file instead of server/main.ts (bench/cluster-instance.ts reports commits over IPC). */
  script?: string;
  /** Messages the child sends over its IPC channel (given one only with this option). */
  onMessage?: (message: unknown) => void;
}

export async function spawnInstance(name: string, env: Record<string, string>, options: SpawnOptions = {}): Promise<ChildInstance> {
  const dataDir = mkdtempSync(path.join(runDir(), `smartmon-scale-${name}-`));
  const port = await freePort();
  let child: ChildProcess;
  let output = '';
  const launch = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', options.script ?? 'server/main.ts'], {
      cwd: process.cwd(),
      stdio: options.onMessage ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
      env: {
        // nginx on this host forwards the clients' addresses (docs/operations.md); unset, none is believed.
        ...process.env, TRUST_PROXY: 'loopback', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SIM: '0', MQTT_PORT: '0',
        MQTT_CLIENT_ID: `smartmon-${name}`, SESSION_SECRET: 'scale-test-secret-shared', LOG_LEVEL: 'warn',
      },
    });
    child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    if (options.onMessage) child.on('message', options.onMessage);
    try {
      await waitForPort(port, child, `instance ${name}`, STARTUP_TIMEOUT_MS);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
    }
  };
  await launch();
  return {
    name,
    port,
    origin: `http://127.0.0.1:${port}`,
    kill9: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    restart: launch,
    running: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    stop: async () => {
      await stopChild(child, 10_000);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * nginx in front of the instances, as docs/operations.md configures it: round robin, websockets
 * upgraded, a dead instance skipped (proxy_next_upstream) so its clients land on the other.
 */
export async function startNginx(upstreams: number[]): Promise<Service> {
  const dir = mkdtempSync(path.join(runDir(), 'smartmon-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  const port = await freePort();
  const conf = `user root;
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream smartmon {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://smartmon;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      proxy_read_timeout 1h;
    }
  }
}
`;
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = spawn('/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, 'nginx');
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return { port, stop };
}
