import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { ok } from '../../../http/envelope';
import { routeAccess, routeSchema } from '../../../http/endpoint-route';
import { CHAT_LIMITS, SERVICE_CHAT_ENDPOINTS } from '../../../../shared/contract/api/service-chat';
import { readSingleUpload } from '../../../http/upload';
import * as chat from './service';

const tags = ['service'];
/** The conversation's customer names the log row: whose conversation was written to. */
const conversationName = (_request: FastifyRequest, data: unknown) => (data as { conversation_id?: number; id?: number } | undefined)?.conversation_id ?? (data as { id?: number } | undefined)?.id;

/**
 * The customer-service conversation under /service/chat: a customer (10001) opens its own and
 * writes to service; staff (10002, the admin and agents) list the conversations of the companies
 * they serve and answer. Both sides read history a page at a time, mark what they read, send an
 * image or a PDF, and hear each other live through the socket event `chat` (server/push). Needs
 * app.database, app.bus and the session plugin.
 */
export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const e = SERVICE_CHAT_ENDPOINTS;
  app.get(e.unread.path, { config: routeAccess(e.unread), schema: routeSchema(e.unread, { tags }) }, async (request) => ok(request, await chat.unread(request.scope)));
  app.post(
    e.open.path,
    { config: { ...routeAccess(e.open), oplog: { action: 'create', resource: 'service_conversation', name: conversationName } }, schema: routeSchema(e.open, { tags }) },
    async (request) => ok(request, await chat.open(request.scope)),
  );
  app.get(e.conversations.path, { config: routeAccess(e.conversations), schema: routeSchema(e.conversations, { tags }) }, async (request) =>
    ok(request, await chat.list(request.scope, request.query)),
  );
  app.get(e.history.path, { config: routeAccess(e.history), schema: routeSchema(e.history, { tags }) }, async (request) =>
    ok(request, await chat.history(request.scope, request.params.id, request.query)),
  );
  app.post(
    e.send.path,
    { config: { ...routeAccess(e.send), oplog: { action: 'create', resource: 'service_message', name: conversationName } }, schema: routeSchema(e.send, { tags }) },
    async (request) => ok(request, await chat.send(request.scope, request.params.id, request.body.body), 'chat_sent'),
  );
  // A read mark is the reader's own view state, not an administrative act (as /notices/read).
  app.post(e.read.path, { config: { ...routeAccess(e.read), readOnly: true }, schema: routeSchema(e.read, { tags }) }, async (request) =>
    ok(request, await chat.markRead(request.scope, request.params.id, request.body.last_id)),
  );
  app.get(
    e.attachment.path,
    { config: routeAccess(e.attachment), schema: routeSchema(e.attachment, { tags }) },
    async (request, reply) => {
      const file = await chat.attachmentFile(request.scope, request.params.messageId);
      const disposition = file.mime === 'application/pdf' ? 'attachment' : 'inline';
      // Private to the two sides; sandboxed and never sniffed, so a file cannot act as a page of this origin.
      reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      return reply.type(file.mime).send(file.bytes);
    },
  );

  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<TypeBoxTypeProvider>();
    await uploads.register(multipart, { limits: { fileSize: CHAT_LIMITS.attachmentBytes, files: 1, fields: 0, parts: 2 } });
    uploads.post(
      e.attach.path,
      {
        config: { ...routeAccess(e.attach), oplog: { action: 'upload', resource: 'service_attachment', name: conversationName } },
        schema: routeSchema(e.attach, { tags }),
      },
      async (request) => {
        const { bytes, filename } = await readSingleUpload(request, CHAT_LIMITS.attachmentBytes, { missing: 'chat_file_missing', tooLarge: 'chat_file_too_large' });
        return ok(request, await chat.attach(request.scope, request.params.id, bytes, filename), 'chat_sent');
      },
    );
  });
};
