import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate, type Lang } from '../i18n/messages';
import { AppError, codeForStatus } from './app-error';
import { appErrorForDatabase } from './db-errors';
import { isDatabaseUnavailable } from '../db/pg-error';
import { isApiPath } from '../auth/public-routes';

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: Record<string, unknown>;
  schema?: unknown;
}

/**
 * The field a validation issue is about, as the caller named it: the property path for most
 * keywords, the missing property for `required`.
 */
function fieldOf(issue: AjvIssue, context: string | undefined): string {
  const fromPath = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (issue.keyword === 'required') {
    const missing = String(issue.params.missingProperty ?? '');
    return fromPath ? `${fromPath}.${missing}` : missing;
  }
  if (issue.keyword === 'additionalProperties') return String(issue.params.additionalProperty ?? fromPath);
  return fromPath || context || 'body';
}

/**
 * A schema may carry `'x-message': key` on a property to give its own wording (the spec's
 * "account cannot be empty" and the like); otherwise a generic message names the field.
 */
export function validationMessage(lang: Lang, issue: AjvIssue, context?: string): string {
  const field = fieldOf(issue, context);
  const propertySchema =
    issue.keyword === 'required'
      ? ((issue.parentSchema?.properties as Record<string, Record<string, unknown>> | undefined)?.[
          String(issue.params.missingProperty)
        ] ?? undefined)
      : issue.parentSchema;
  const custom = propertySchema?.['x-message'];
  if (typeof custom === 'string') return translate(lang, custom, { field });
  switch (issue.keyword) {
    case 'required':
      return translate(lang, 'field_required', { field });
    case 'type':
      return translate(lang, 'field_type', { field, type: String(issue.params.type) });
    case 'maxLength':
      return translate(lang, 'field_too_long', { field, limit: Number(issue.params.limit) });
    case 'minLength':
      return Number(issue.params.limit) <= 1
        ? translate(lang, 'field_required', { field })
        : translate(lang, 'field_too_short', { field, limit: Number(issue.params.limit) });
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return translate(lang, 'field_range', { field });
    case 'enum':
    case 'const':
    case 'anyOf':
      return translate(lang, 'field_enum', {
        field,
        values: Array.isArray(issue.params.allowedValues) ? issue.params.allowedValues.join(', ') : '',
      });
    case 'additionalProperties':
      return translate(lang, 'field_unknown', { field });
    default:
      return translate(lang, 'field_invalid', { field });
  }
}

function send(reply: FastifyReply, status: number, message: string, requestId?: string) {
  return reply.status(status).send({
    success: false,
    code: codeForStatus(status),
    message,
    ...(requestId ? { requestId } : {}),
  });
}

/** Turns every thrown error into the envelope; stacks go to the log only. */
export function installErrorHandling(app: FastifyInstance, options: { spa: boolean }): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'zh-CN';
    if (error instanceof AppError) {
      return send(reply, error.statusCode, translate(lang, error.messageKey, error.params));
    }
    const fe = error as FastifyError & { validation?: AjvIssue[]; validationContext?: string };
    if (fe.validation && fe.validation.length > 0) {
      return send(reply, 400, validationMessage(lang, fe.validation[0], fe.validationContext));
    }
    const status = fe.statusCode ?? 500;
    if (status === 429) return send(reply, 429, translate(lang, 'too_many_requests'));
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, status, translate(lang, status === 404 ? 'not_found' : 'bad_request'));
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover: nothing is wrong with the request, and it may be sent again.
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      return send(reply, 503, translate(lang, 'db_unavailable'));
    }
    const refused = appErrorForDatabase(error);
    if (refused) {
      // Logged, because it means a schema let through a value the database cannot take.
      request.log.warn({ err: error, reqId: request.id }, 'database refused the input');
      return send(reply, refused.statusCode, translate(lang, refused.messageKey, refused.params));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return send(reply, 500, translate(lang, 'server_error'), request.id);
  });

  app.setNotFoundHandler((request, reply) => {
    // History fallback: a GET outside /api that is not a file is a route of the SPA.
    const isApi = isApiPath(request.url);
    if (options.spa && request.method === 'GET' && !isApi) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const lang = request.lang ?? 'zh-CN';
    return send(reply, 404, translate(lang, 'api_not_found', { path: request.url.split('?')[0] }));
  });
}
