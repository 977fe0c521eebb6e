import type { FastifyInstance } from 'fastify';
import type { NightFit } from './model/night-model';

/** Fits kept per server; beyond this many the oldest nights' fits are dropped first. */
const MAX_FITS = 2000;

/**
 * A pond's fit per device, night and anchor slot: refitted when a new night completes (the key
 * holds the night's end) or the asof moves to another 10-minute slot. Kept per server, in a
 * WeakMap on its database plugin: the one object all of a server's encapsulated contexts share
 * (`request.server`, hence `scope.app`, is the route's own context), so two servers in one test
 * process never share fits, and a test can empty the cache the routes read.
 */
const caches = new WeakMap<object, Map<string, NightFit>>();

function cacheOf(app: FastifyInstance): Map<string, NightFit> {
  let cache = caches.get(app.database);
  if (!cache) caches.set(app.database, (cache = new Map()));
  return cache;
}

export function fitKey(deviceId: string, until: number, offset: number): string {
  return `${deviceId} ${until} ${offset}`;
}

export function cachedFit(app: FastifyInstance, key: string): NightFit | undefined {
  return cacheOf(app).get(key);
}

export function keepFit(app: FastifyInstance, key: string, fit: NightFit): void {
  const cache = cacheOf(app);
  if (cache.size >= MAX_FITS) cache.delete(cache.keys().next().value!);
  cache.set(key, fit);
}

/** Drops every fit of a server: the tests, to show a forecast recomputed from the database answers the same. */
export function forgetFits(app: FastifyInstance): void {
  caches.delete(app.database);
}
