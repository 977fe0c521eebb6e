// npm start: hold the console's port with a "starting" page, build the SPA when dist/ is missing
// or older than its sources, then run the server and hand it the port (hold-port.mjs).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { holdPort } from './hold-port.mjs';

const SOURCES = ['shared', 'src', 'streams', 'scenes', 'screens', 'public', 'index.html', 'vite.config.ts'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** The server's own defaults (server/config.ts); a PORT that is not a port is the server's to refuse. */
const port = process.env.PORT === undefined ? 7002 : Number(process.env.PORT);
const held = Number.isInteger(port) && port > 0 && port < 65536 ? await holdPort(port, process.env.HOST ?? '0.0.0.0') : null;

// START_SKIP_BUILD=1: the build is someone else's (a deployment's image, the tests' own build step).
const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (process.env.START_SKIP_BUILD !== '1' && built < Math.max(...SOURCES.map(newestMtime))) {
  console.log('Building the console (vite build)...');
  // Not spawnSync: the held port answers its page meanwhile.
  const build = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const status = await new Promise((resolve) => build.on('exit', (code) => resolve(code ?? 1)));
  if (status !== 0) process.exit(status);
}

// The demo pays through the sandbox unless told otherwise. Never in production: the server refuses
// the sandbox there (and with a WeChat Pay merchant configured), and without PAY_PROVIDER it has no payments.
const env = { ...process.env, ...(held ? { SMARTMON_PORT_HELD: '1' } : {}) };
if (env.PAY_PROVIDER === undefined && env.NODE_ENV !== 'production') env.PAY_PROVIDER = 'sandbox';

// The IPC channel lets the server notice when this wrapper dies (even by kill -9) and shut down
// instead of living on as an orphan on the same data directory.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
// The server asks for the port just before it listens (server/start-handoff.ts).
server.on('message', async (message) => {
  if (message?.type !== 'smartmon:release-port') return;
  await held?.release();
  server.send({ type: 'smartmon:port-released' });
});
