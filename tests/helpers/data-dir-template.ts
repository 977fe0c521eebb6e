import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory migrated and seeded once per run (global-data-dir.ts), or '' when off. */
    dataDirTemplate: string;
  }
}

/**
 * A fresh data directory holding the demo data. Migrating and seeding takes ~9.5 s per server on
 * this machine; copying the directory seeded once per run and opening it takes ~3.5 s, and every
 * API and e2e file starts at least one server. The copy is the same bytes a first start writes, so
 * a test sees exactly what a fresh start would give it.
 */
export function freshDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = inject('dataDirTemplate');
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** Removes a data directory made by freshDataDir. */
export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}
