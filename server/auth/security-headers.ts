import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { isApiPath } from './public-routes';
import { resolveTiles, tileSettingOf, TILE_SETTING_KEYS } from '../../shared/contract/map/tile-providers';

interface ExternalSources {
  /** Origin of the tile server the site settings chose (Tianditu, AMap or custom), or null. */
  tileOrigin: string | null;
}

/** A browser navigation (the console document, whose policy governs the page), not an asset or a fetch. */
function isDocumentRequest(request: FastifyRequest): boolean {
  return request.method === 'GET' && !isApiPath(request.url) && (request.headers.accept ?? '').includes('text/html');
}

/**
 * Security headers on every answer (the API's JSON and the console's files alike):
 * Content-Security-Policy, X-Frame-Options and frame-ancestors, X-Content-Type-Options,
 * Referrer-Policy and the rest of helmet's defaults. The policy is what the built console needs:
 * antd's CSS-in-JS inserts <style> elements, hence style-src 'unsafe-inline'; hls.js and
 * mpegts.js play through MediaSource (blob: media) and may start blob: workers; the socket is
 * same-origin ws(s):. Outside hosts are allowed only when the deployment names them: the map tile
 * server of the site config, and https: for the EZVIZ / Imou camera platforms when their keys are
 * set (their stream addresses are on hosts they pick). Needs app.database and app.config.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const cloudCameras = Boolean(process.env.EZVIZ_APP_KEY || process.env.IMOU_APP_ID);
    const sources: ExternalSources = { tileOrigin: null };
    const tiles = () => sources.tileOrigin ?? "'self'";
    const cameras = cloudCameras ? ['https:'] : [];

    // The tile server is edited on the config page; re-read it for each console document.
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (!isDocumentRequest(request)) return;
      try {
        const rows = await sql<{ key: string; value: unknown }>`select key, value from site_config where key in (${sql.join([...TILE_SETTING_KEYS])})`.execute(app.database.db);
        sources.tileOrigin = resolveTiles(tileSettingOf(new Map(rows.rows.map((r) => [r.key, r.value]))))?.origin ?? null;
      } catch (error) {
        request.log.warn({ err: error }, 'map tile origin for the CSP could not be read');
      }
    });

    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'self'"],
          'object-src': ["'none'"],
          // WebAssembly compilation only (loaders and decoders of the map and 3D scenes); no eval.
          'script-src': ["'self'", "'wasm-unsafe-eval'"],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', (_req: IncomingMessage) => tiles(), ...cameras],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'", 'ws:', 'wss:', 'data:', 'blob:', (_req: IncomingMessage) => tiles(), ...cameras],
          'media-src': ["'self'", 'blob:', 'mediastream:', ...cameras],
          'worker-src': ["'self'", 'blob:'],
          'child-src': ["'self'", 'blob:'],
          'manifest-src': ["'self'"],
        },
      },
      frameguard: { action: 'sameorigin' },
      // The console opens big screens with window.open and expects no cross-origin isolation.
      crossOriginEmbedderPolicy: false,
      // Plain-http LAN deployments exist; HSTS is the TLS terminator's business (nginx).
      strictTransportSecurity: false,
    });
  },
  { name: 'security-headers', dependencies: ['database'] },
);

/**
 * @fastify/swagger-ui sets this policy on its own routes (onSend, after helmet's): its page loads
 * only its own files, but its bundle inserts <style> elements, hence 'unsafe-inline' for styles.
 */
export const SWAGGER_UI_CSP = {
  staticCSP: [
    "default-src 'self'",
    "base-uri 'self'",
    "connect-src 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
  ].join('; '),
};
