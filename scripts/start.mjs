// npm start: build the SPA when dist/ is missing or older than its sources, then run the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['shared', 'src', 'streams', 'scenes', 'screens', 'public', 'index.html', 'vite.config.ts'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(...SOURCES.map(newestMtime));
if (built < sources) {
  console.log('Building the console (vite build)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The demo pays through the sandbox unless told otherwise. Never in production: the server refuses
// the sandbox there (and with a WeChat Pay merchant configured), and without PAY_PROVIDER it has no payments.
const env = { ...process.env };
if (env.PAY_PROVIDER === undefined && env.NODE_ENV !== 'production') env.PAY_PROVIDER = 'sandbox';

// The IPC channel lets the server notice when this wrapper dies (even by kill -9) and shut down
// instead of living on as an orphan on the same data directory.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
