/**
 * The only API routes reachable without a session, as "METHOD /matched/route". Everything else
 * registered under API_PREFIX needs a live session (server/auth/session-plugin.ts). A route that
 * declares `config.public` must be listed here and a listed route must declare it: the server
 * refuses to start otherwise, so opening a route takes two deliberate edits that a review sees.
 * A GET entry also covers the HEAD route Fastify adds beside it.
 */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/login',
  'POST /api/logout',
  'GET /api/health',
  // The login screen shows the platform name, the company's background and logo before anyone has a session.
  'GET /api/site-config',
  'GET /api/site-config/company-display',
  'GET /api/ftpfile/loginbgc',
  // The traceability query page (/tracing/search): a consumer scans a batch's QR code with no account.
  'GET /api/tracing/search',
  'GET /api/tracing/media',
  // The payment provider's notification (issue 22): it has no session and is trusted only through its v3 signature.
  'POST /api/wxpay/notify',
  // An insect trap uploads its board picture as the device (its id and MQTT secret), not as a user (issue 19).
  'POST /api/device/trap-picture',
  // A device that can only post sends its readings as the device (its id and MQTT secret), not a user (issue 38).
  'POST /api/ingest/http',
  // A ladder message's signed acknowledgement link, opened on a phone without logging in (issue 36).
  'GET /api/escalation/ack/:token',
  'POST /api/escalation/ack/:token',
]);

/** Every route whose matched path starts here needs a session unless it is listed above. */
export const API_PREFIX = '/api';

/** Routes a locked session may still call: leaving the lock screen, or leaving altogether. */
export const LOCKED_SESSION_ROUTES: ReadonlySet<string> = new Set(['POST /api/unlock', 'POST /api/lock', 'POST /api/logout']);

/** "GET /api/x" for a matched route; HEAD is listed under its GET. */
export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

export function isApiRoute(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
}

/**
 * Whether a raw request URL is meant for the API or the socket, decoded the way the router
 * decodes it (so /%61pi/... counts as /api/...). For answering unknown paths only: access is
 * decided on the matched route, never on this.
 */
export function isApiPath(rawUrl: string): boolean {
  const pathname = rawUrl.split('?')[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  return /^\/(api|socket\.io)(\/|$)/.test(decoded);
}
