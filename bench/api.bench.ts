/**
 * npm run bench:api: latency and throughput of two hot API calls on a fresh server with the demo
 * data (PGlite in a temporary directory, simulator off), written to bench/RESULTS.md.
 * - POST /login (admin): scrypt verification, a session row and a login-log row per call;
 * - GET /users/findUsers with an admin session: session load, access check and a scoped query.
 */
import autocannon from 'autocannon';
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { startTestServer } from '../tests/helpers/test-server';
import { writeResultsSection } from './results-file';

const CONNECTIONS = 50;
const DURATION_S = 10;
const HEADING = '## API (bench:api)';

interface Figure {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Figure> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const figure = {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  console.log(`${name}: p50 ${figure.p50} ms, p99 ${figure.p99} ms, ${figure.rps} req/s, ${figure.non2xx} non-2xx, ${figure.errors} errors`);
  console.log(`  status codes: ${JSON.stringify(result.statusCodeStats)}, timeouts ${result.timeouts}`);
  return figure;
}

async function adminCookie(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

function machine(): string {
  const model = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m)?.[1] ?? cpus()[0]?.model ?? 'unknown CPU';
  const nproc = execSync('nproc').toString().trim();
  return `${nproc} CPU(s) (nproc), ${model}, Node ${process.version}`;
}

async function main() {
  // The load before the run says how much the figures were disturbed by other work on the machine.
  const load = loadavg()[0].toFixed(1);
  const server = await startTestServer({ LOG_LEVEL: 'silent' });
  try {
    const url = server.origin;
    const login = await measure('POST /api/login (admin)', {
      url: `${url}/api/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    const cookie = await adminCookie(url);
    const findUsers = await measure('GET /api/users/findUsers (admin session)', {
      url: `${url}/api/users/findUsers`,
      headers: { cookie },
    });
    const rows = [login, findUsers]
      .map((f) => `| ${f.name} | ${f.p50} | ${f.p99} | ${Math.round(f.rps)} | ${f.non2xx + f.errors} |`)
      .join('\n');
    writeResultsSection(HEADING, `${HEADING}

${new Date().toISOString().slice(0, 10)}, ${machine()}. ${CONNECTIONS} connections, ${DURATION_S} s each
(autocannon), one server process on PGlite with the demo data, simulator off. Load average before
the run: ${load}; the machine is shared with other work, so read these as orders of magnitude.

| call | p50 latency (ms) | p99 latency (ms) | requests/s | failed |
| --- | --- | --- | --- | --- |
${rows}

Login is bound by scrypt (deliberately slow password hashing, run on libuv's thread pool), not by
the HTTP or database layers; findUsers shows the per-request cost of session, access check and a
scoped query.
`);
    if (login.non2xx + login.errors + findUsers.non2xx + findUsers.errors > 0) {
      throw new Error('some benchmark requests failed; figures are not trustworthy');
    }
  } finally {
    await server.close();
  }
}

await main();
