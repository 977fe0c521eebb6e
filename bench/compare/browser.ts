/**
 * The browser side of bench:compare: bench/compare/page built once by Vite in production mode,
 * served from a temporary folder, and one headless Chromium with software WebGL (SwiftShader),
 * launched with the flags of bench:ui and bench:map. Shared by the chart and map pairs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { startBenchHttp } from '../ui-http';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export interface BrowserBench {
  browser: Browser;
  origin: string;
  version: string;
}

let shared: Promise<BrowserBench & { close(): Promise<void> }> | null = null;
let users = 0;

async function open() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'smartmon-compare-page-'));
  await build({
    configFile: false,
    root: path.join(HERE, 'page'),
    base: './',
    plugins: [react()],
    logLevel: 'warn',
    // BENCH_NO_MINIFY=1 (bench/compare/profile.ts): function names stay readable in CPU profiles.
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 8000, minify: process.env.BENCH_NO_MINIFY !== '1' },
  });
  // No API behind the page: /api requests (none are made) would go to a closed port.
  const http = await startBenchHttp(outDir, 'http://127.0.0.1:9', '/api/');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-background-timer-throttling', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  });
  return {
    browser,
    origin: http.origin,
    version: browser.version(),
    close: async () => {
      await browser.close();
      await http.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export async function acquireBrowser(): Promise<BrowserBench> {
  users += 1;
  shared ??= open();
  return shared;
}

export async function releaseBrowser(): Promise<void> {
  users -= 1;
  if (users === 0 && shared) {
    const s = await shared;
    shared = null;
    await s.close();
  }
}
