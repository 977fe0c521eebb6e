import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ViteManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The modules an offline start needs before anything is visited: the page and its entry, the
 * login page, the main layout and its live data, and every phone page (src/pages/phone/).
 */
const SHELL_ROOTS = ['index.html', 'src/pages/login/login-page.tsx', 'src/app/layout/main-layout.tsx', 'src/app/live-data.ts', 'src/app/pwa/register-service-worker.ts'];
const SHELL_FOLDERS = ['src/pages/phone/'];

/**
 * The build files of the shell: the roots above and the chunks they import statically, read from
 * Vite's manifest. The big screens' deck.gl and three.js chunks are never among them (they are
 * behind the screens' lazy imports); a chunk a page loads later is cached when first used.
 */
export function shellFiles(distDir: string): Set<string> {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return new Set();
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ViteManifestChunk>;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of Object.keys(manifest)) if (SHELL_ROOTS.includes(key) || SHELL_FOLDERS.some((f) => key.startsWith(f))) visit(key);
  return files;
}
