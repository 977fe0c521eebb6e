import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../http/app-error';
import { routeAccess, routeSchema } from '../../../http/endpoint-route';
import { streamKey } from '../streaming/provider';
import { CAMERA_ENDPOINTS } from '../../../../shared/contract/api/cameras';
import { cameraForKey, LOCAL_STREAM_PROVIDERS, refOf } from './service';
import { viaProvider } from './provider-errors';

/** A player fetches the playlist every second; the tenancy answer is reused this long. */
const GRANT_TTL_MS = 30_000;
const MAX_GRANTS = 5_000;

/**
 * GET /camera/hls/<streamKey>/<index.m3u8|seg_N.ts>: a sim or rtsp camera's live HLS, with the session,
 * access code and tenancy checked like every API call. Each fetch keeps the stream alive; a
 * playlist asked for a stopped stream (a player outliving the idle reaper) starts it again.
 */
export const hlsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const grants = new Map<string, { expires: number; row: Awaited<ReturnType<typeof cameraForKey>> }>();

  async function grant(userId: number, key: string, resolve: () => ReturnType<typeof cameraForKey>) {
    const id = `${userId}:${key}`;
    const cached = grants.get(id);
    if (cached && cached.expires > Date.now()) return cached.row;
    const row = await resolve();
    if (grants.size >= MAX_GRANTS) grants.clear();
    grants.set(id, { expires: Date.now() + GRANT_TTL_MS, row });
    return row;
  }

  const entry = CAMERA_ENDPOINTS.hls;
  // A file answer: Fastify sends the Buffer as it is, without serializing.
  app.get(
    entry.path,
    { config: routeAccess(entry), schema: routeSchema(entry, { tags: ['cameras'] }) },
    async (request, reply) => {
      const { key, file } = request.params;
      const row = await grant(request.scope.user.id, key, () => cameraForKey(request.scope, key));
      if (!LOCAL_STREAM_PROVIDERS.has(row.provider) || streamKey(row) !== key) throw notFound('camera_not_found');
      const streams = app.video.streams;
      const isPlaylist = file === 'index.m3u8';
      if (isPlaylist && !streams.isRunning(key)) {
        // Started from the camera as it is now, not as granted: an edited address or login takes effect.
        const current = await cameraForKey(request.scope, key);
        await viaProvider(request.log, () => app.video.provider(current.provider).liveAddress(refOf(current), { protocol: 'hls' }));
      }
      streams.touch(key);
      let body: Buffer;
      try {
        body = await readFile(path.join(streams.dirOf(key), file));
      } catch {
        throw notFound('not_found');
      }
      return reply
        .header('content-type', isPlaylist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
        .header('cache-control', isPlaylist ? 'no-cache' : 'private, max-age=60')
        .send(body);
    },
  );
};
