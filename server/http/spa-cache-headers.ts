import path from 'node:path';
import type { FastifyReply } from 'fastify';

/**
 * Files of the build whose name stays the same from one version to the next: a browser must ask
 * again each time, or a new version's service worker (and the page listing the new chunks) would
 * wait out the static files' max-age before the update prompt could appear.
 */
const ALWAYS_REVALIDATED = new Set(['sw.js', 'index.html', 'manifest.webmanifest', 'manifest.en-US.webmanifest']);

/** @fastify/static's setHeaders: `no-cache` on the files above, the default max-age on the hashed rest. */
export function revalidateUnhashedFiles(reply: FastifyReply, filePath: string): void {
  if (ALWAYS_REVALIDATED.has(path.basename(filePath))) reply.header('cache-control', 'no-cache');
}
