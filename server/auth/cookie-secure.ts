import type { FastifyRequest } from 'fastify';

/** COOKIE_SECURE: `auto` marks cookies Secure when the request came over https (directly or from a trusted proxy). */
export type CookieSecureMode = 'auto' | 'always' | 'never';
export const COOKIE_SECURE_MODES: readonly CookieSecureMode[] = ['auto', 'always', 'never'];

/** Whether a cookie set in answer to this request carries the Secure attribute. */
export function cookieSecure(request: FastifyRequest): boolean {
  const mode = request.server.config.cookieSecure;
  if (mode === 'always') return true;
  if (mode === 'never') return false;
  // request.protocol reads X-Forwarded-Proto only from proxies TRUST_PROXY names.
  return request.protocol === 'https';
}
