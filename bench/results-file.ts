import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

/** `current` with the section under `heading` (up to the next "## ") replaced, or appended. */
export function replaceSection(current: string, heading: string, section: string): string {
  const start = current.indexOf(heading);
  if (start === -1) return `${current.trimEnd()}\n\n${section.trimEnd()}\n`;
  const after = current.indexOf('\n## ', start + heading.length);
  const next = current.slice(0, start) + section.trimEnd() + (after === -1 ? '' : `\n\n${current.slice(after + 1)}`);
  return `${next.trimEnd()}\n`;
}

/**
 * Replaces one bench's section of bench/RESULTS.md. Read and write happen back to back in one
 * synchronous step, so benches that finish together do not lose each other's sections.
 */
export function writeResultsSection(heading: string, section: string): void {
  writeFileSync(RESULTS, replaceSection(readFileSync(RESULTS, 'utf8'), heading, section));
}
