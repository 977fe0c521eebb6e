import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { ok } from '../../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import {
  CHAT_LIMITS, ChatAttachmentParamsSchema, ChatConversationListSchema, ChatConversationParamsSchema, ChatConversationQuerySchema, ChatConversationSchema,
  ChatHistoryQuerySchema, ChatHistorySchema, ChatMessageSchema, ChatReadBodySchema, ChatSendBodySchema, ChatUnreadSchema,
} from '../../../../shared/contract/api/service-chat';
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
  const sides = ROUTE_ACCESS.serviceCustomer;
  const staff = ROUTE_ACCESS.serviceStaff;
  const idParams = ChatConversationParamsSchema;

  app.get('/service/chat/unread', { config: { access: sides }, schema: { tags, response: { 200: Envelope(ChatUnreadSchema), ...ERROR_RESPONSES } } }, async (request) =>
    ok(request, await chat.unread(request.scope)),
  );
  app.post(
    '/service/chat/open',
    { config: { access: sides, oplog: { action: 'create', resource: 'service_conversation', name: conversationName } }, schema: { tags, response: { 200: Envelope(ChatConversationSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await chat.open(request.scope)),
  );
  app.get('/service/chat/conversations', { config: { access: staff }, schema: { tags, querystring: ChatConversationQuerySchema, response: { 200: Envelope(ChatConversationListSchema), ...ERROR_RESPONSES } } }, async (request) =>
    ok(request, await chat.list(request.scope, request.query)),
  );
  app.get(
    '/service/chat/conversations/:id/messages',
    { config: { access: sides }, schema: { tags, params: idParams, querystring: ChatHistoryQuerySchema, response: { 200: Envelope(ChatHistorySchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await chat.history(request.scope, request.params.id, request.query)),
  );
  app.post(
    '/service/chat/conversations/:id/messages',
    {
      config: { access: sides, oplog: { action: 'create', resource: 'service_message', name: conversationName } },
      schema: { tags, params: idParams, body: ChatSendBodySchema, response: { 200: Envelope(ChatMessageSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await chat.send(request.scope, request.params.id, request.body.body), 'chat_sent'),
  );
  // A read mark is the reader's own view state, not an administrative act (as /notices/read).
  app.post(
    '/service/chat/conversations/:id/read',
    { config: { access: sides, readOnly: true }, schema: { tags, params: idParams, body: ChatReadBodySchema, response: { 200: Envelope(Type.Object({ last_read_id: Type.Integer() })), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await chat.markRead(request.scope, request.params.id, request.body.last_id)),
  );
  app.get(
    '/service/chat/attachments/:messageId',
    { config: { access: sides }, schema: { tags, params: ChatAttachmentParamsSchema } },
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
      '/service/chat/conversations/:id/attachments',
      {
        config: { access: sides, oplog: { action: 'upload', resource: 'service_attachment', name: conversationName } },
        schema: { tags, consumes: ['multipart/form-data'], params: idParams, response: { 200: Envelope(ChatMessageSchema), ...ERROR_RESPONSES } },
      },
      async (request) => {
        const { bytes, filename } = await readSingleUpload(request, CHAT_LIMITS.attachmentBytes, { missing: 'chat_file_missing', tooLarge: 'chat_file_too_large' });
        return ok(request, await chat.attach(request.scope, request.params.id, bytes, filename), 'chat_sent');
      },
    );
  });
};
