import type { FastifyRequest } from 'fastify';
import { translate } from '../i18n/messages';
import { CODES } from './app-error';

/** The success envelope (its shape is shared/contract/envelope.ts), with the message in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T, messageKey = 'ok') {
  return { success: true, code: CODES.ok, message: translate(request.lang, messageKey), data };
}
