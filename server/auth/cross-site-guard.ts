import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { langFromHeader } from '../i18n/messages';
import './messages';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sec-Fetch-Site values of a request the console's own pages made, or the user typed. */
const OWN_SITE = new Set(['same-origin', 'none']);

type Headers = Record<string, string | string[] | undefined>;
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** host[:port] into its name and port (null when it names none), IPv6 brackets kept. */
function splitHost(host: string): { name: string; port: string | null } {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host.toLowerCase());
  return match ? { name: match[1], port: match[2] ?? null } : { name: host.toLowerCase(), port: null };
}

/**
 * Whether a browser sent this request from a page of another site. Sec-Fetch-Site, which the page
 * cannot write, decides where the browser sends it (https and localhost). Otherwise the Origin a
 * browser puts on every request that is not a GET or HEAD must name this server's host: the Host
 * header, or X-Forwarded-Host from a TRUST_PROXY proxy (`request.host`). A port in the Origin counts
 * only when the host names one, since a proxy's `$host` drops it. No Origin and no Sec-Fetch-Site
 * is not a browser (a device, curl, the payment provider): nothing a page could make it send.
 */
export function fromAnotherSite(headers: Headers, host: string): boolean {
  const site = single(headers['sec-fetch-site']);
  if (site !== undefined) return !OWN_SITE.has(site.toLowerCase());
  const origin = single(headers.origin);
  if (origin === undefined) return false;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    // "null" (a sandboxed frame, a redirect across sites, a file) or anything unreadable.
    return true;
  }
  const own = splitHost(host);
  const theirs = splitHost(from.host);
  return theirs.name !== own.name || (own.port !== null && theirs.port !== own.port);
}

/**
 * Whether a socket's handshake came from a page of another site (cross-site WebSocket hijacking:
 * the page would read the user's live data). The handshake is a GET, so the HTTP guard lets it
 * by; the host it must name is the Host header or, behind a proxy, X-Forwarded-Host: a page can
 * set neither on a WebSocket or on socket.io's polling requests without a preflight the server
 * never grants.
 */
export function handshakeFromAnotherSite(headers: Headers): boolean {
  const hosts = [single(headers['x-forwarded-host']), single(headers.host)].filter((host): host is string => Boolean(host));
  if (hosts.length === 0) return single(headers.origin) !== undefined || single(headers['sec-fetch-site']) !== undefined;
  return hosts.every((host) => fromAnotherSite(headers, host));
}

/**
 * Refuses (403, in the caller's language) every POST, PUT, PATCH and DELETE a page of another site
 * makes the user's browser send, before the session is read or the body parsed: the session cookie
 * is SameSite=Lax, which still goes along from a sibling subdomain, and a login needs no cookie at
 * all. GETs change nothing (server/http/oplog-plugin.ts), so they pass. Register it before the
 * session plugin and the routes. docs/security.md "Request forgery".
 */
export const crossSiteGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (!MUTATING.has(request.method) || !fromAnotherSite(request.headers, request.host)) return;
      // The session plugin, which sets the language, has not run yet.
      request.lang = langFromHeader(request.headers['accept-language']);
      request.log.warn({ origin: request.headers.origin, site: request.headers['sec-fetch-site'], url: request.url }, 'cross-site request refused');
      throw new AppError(403, 'cross_site_refused');
    });
  },
  { name: 'cross-site-guard' },
);
