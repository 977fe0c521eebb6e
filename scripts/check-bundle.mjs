// Fails the build when what /login loads grows over the budget or pulls in WebGL libraries.
// It follows the Vite manifest from index.html through static imports, plus the login page chunk.
// Usage: node scripts/check-bundle.mjs [distDir] (or DIST_DIR=...; default dist).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const BUDGET_GZIP_BYTES = 250 * 1024;
const LOGIN_PAGE = 'src/pages/login/login-page.tsx';
// Strings that deck.gl/luma.gl and three.js carry in their own code (log prefixes, class names).
const FORBIDDEN = [/deck\.gl|luma\.gl/, /THREE\.WebGLRenderer|three\.module/];

const DIST = process.argv[2] ?? process.env.DIST_DIR ?? 'dist';
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));
const seen = new Set();
function visit(key) {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
}
visit('index.html');
if (manifest[LOGIN_PAGE]) visit(LOGIN_PAGE);

let total = 0;
const offenders = [];
for (const key of seen) {
  const entry = manifest[key];
  for (const file of [entry.file, ...(entry.css ?? [])]) {
    const body = readFileSync(path.join(DIST, file));
    total += gzipSync(body).length;
    if (file.endsWith('.js') && FORBIDDEN.some((re) => re.test(body.toString('utf8')))) offenders.push(file);
  }
}
const kb = (total / 1024).toFixed(1);
if (offenders.length > 0) {
  console.error(`bundle check: /login pulls in WebGL code: ${[...new Set(offenders)].join(', ')}`);
  process.exit(1);
}
if (total > BUDGET_GZIP_BYTES) {
  console.error(`bundle check: /login loads ${kb} KB gzip, over the ${BUDGET_GZIP_BYTES / 1024} KB budget`);
  process.exit(1);
}
console.log(`bundle check: /login loads ${kb} KB gzip across ${seen.size} chunks (budget ${BUDGET_GZIP_BYTES / 1024} KB)`);
