// Fails the build when what /login or the phone's /m loads grows over its budget, or pulls in WebGL libraries.
// It follows the Vite manifest from index.html through static imports, plus each page's own roots.
// Usage: node scripts/check-bundle.mjs [distDir] (or DIST_DIR=...; default dist).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const PAGES = [
  { name: '/login', budgetKb: 250, roots: ['src/pages/login/login-page.tsx'] },
  // The phone at the pond (issue 37): the page, and what its first visit loads once it has drawn
  // (live data and the service worker's registration, started when the browser is idle).
  {
    name: '/m',
    budgetKb: 300,
    roots: ['src/pages/phone/home/phone-home-page.tsx', 'src/app/live-data.ts', 'src/app/pwa/register-service-worker.ts'],
  },
];
// Strings that deck.gl/luma.gl and three.js carry in their own code (log prefixes, class names).
const FORBIDDEN = [/deck\.gl|luma\.gl/, /THREE\.WebGLRenderer|three\.module/];

const DIST = process.argv[2] ?? process.env.DIST_DIR ?? 'dist';
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));
const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(DIST, file))).length);
  return gzipped.get(file);
}

/** The page's chunks: index.html's and each root's, through their static imports. */
function chunksOf(roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const root of roots) visit(root);
  return seen;
}

let failed = false;
for (const page of PAGES) {
  const missing = page.roots.filter((root) => !manifest[root]);
  if (missing.length > 0) {
    console.error(`bundle check: ${page.name}: ${missing.join(', ')} not in the build's manifest`);
    failed = true;
    continue;
  }
  const chunks = chunksOf(page.roots);
  let total = 0;
  const offenders = new Set();
  for (const key of chunks) {
    const entry = manifest[key];
    for (const file of [entry.file, ...(entry.css ?? [])]) {
      total += gzipSize(file);
      if (file.endsWith('.js') && FORBIDDEN.some((re) => re.test(readFileSync(path.join(DIST, file), 'utf8')))) offenders.add(file);
    }
  }
  const kb = (total / 1024).toFixed(1);
  if (offenders.size > 0) {
    console.error(`bundle check: ${page.name} pulls in WebGL code: ${[...offenders].join(', ')}`);
    failed = true;
  } else if (total > page.budgetKb * 1024) {
    console.error(`bundle check: ${page.name} loads ${kb} KB gzip, over the ${page.budgetKb} KB budget`);
    failed = true;
  } else {
    console.log(`bundle check: ${page.name} loads ${kb} KB gzip across ${chunks.size} chunks (budget ${page.budgetKb} KB)`);
  }
}
if (failed) process.exit(1);
