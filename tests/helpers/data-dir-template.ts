import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Set by the api and e2e projects' global setup (global-data-dir.ts) for the run's test workers. */
export const TEMPLATE_ENV = 'SMARTMON_DATA_DIR_TEMPLATE';

/**
 * A fresh data directory holding the demo data. Migrating and seeding takes ~9.5 s per server on
 * this machine; copying the directory seeded once per run and opening it takes ~3.5 s, and every
 * API and e2e file starts at least one server. The copy is the same bytes a first start writes, so
 * a test sees exactly what a fresh start would give it. Outside a vitest run (benches start test
 * servers too) there is no template and the server seeds its own directory.
 */
export function freshDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = process.env[TEMPLATE_ENV];
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** Removes a data directory made by freshDataDir. */
export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}
