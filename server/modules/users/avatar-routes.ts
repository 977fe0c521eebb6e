import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { ok } from '../../http/envelope';
import { readSingleFile } from '../../http/upload';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { USER_ENDPOINTS } from '../../../shared/contract/api/users';
import * as service from './avatar-service';

const tags = ['users'];
const ownName = { name: (r: { user?: { userName: string } | null }) => r.user?.userName };

/**
 * Avatars (issue 26 item 3): one's own is set and removed in the personal center with a session
 * and no access code; reading another user's needs the user list's code (avatar-service). The
 * upload route registers @fastify/multipart in its own scope, so no other route takes files.
 */
export const avatarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { avatar: avatarFile, deleteAvatar, uploadAvatar } = USER_ENDPOINTS;
  app.get(
    avatarFile.path,
    { config: routeAccess(avatarFile), schema: routeSchema(avatarFile, { tags }) },
    async (request, reply) => {
      const avatar = await service.readAvatar(request.scope, request.params.id);
      const etag = `"${avatar.etag}"`;
      // Private to the session; revalidated, so a changed avatar shows at once and an unchanged one costs a 304.
      reply.header('cache-control', 'private, no-cache').header('etag', etag).header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/webp').send(Buffer.from(avatar.bytes));
    },
  );

  app.delete(
    deleteAvatar.path,
    { config: { ...routeAccess(deleteAvatar), oplog: { action: 'delete', resource: 'avatar', ...ownName } }, schema: routeSchema(deleteAvatar, { tags }) },
    async (request) => {
      await service.deleteOwnAvatar(request.scope);
      return ok(request, null);
    },
  );

  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<TypeBoxTypeProvider>();
    await uploads.register(multipart, { limits: { fileSize: service.MAX_AVATAR_UPLOAD_BYTES, files: 1, fields: 0, parts: 2 } });
    uploads.post(
      uploadAvatar.path,
      {
        config: { ...routeAccess(uploadAvatar), oplog: { action: 'upload', resource: 'avatar', ...ownName } },
        schema: routeSchema(uploadAvatar, { tags }),
      },
      async (request) => {
        const bytes = await readSingleFile(request, service.MAX_AVATAR_UPLOAD_BYTES, { missing: 'users_avatar_missing', tooLarge: 'users_avatar_too_large' });
        return ok(request, await service.saveOwnAvatar(request.scope, bytes), 'users_avatar_saved');
      },
    );
  });
};
