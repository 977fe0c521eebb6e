import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { loadTargetUser, type RequestScope } from '../../auth/request-scope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { badRequest, forbidden, notFound } from '../../http/app-error';
import { sniffImageType } from '../../http/image-type';
import { avatarUrl } from './avatar-url';
import './avatar-tables';
import './messages';

/** What the browser may send; the stored avatar is far smaller. */
export const MAX_AVATAR_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Side of the stored square, in pixels: sharp on a 2x screen at the user list's 48 px and the personal center's 96 px. */
const AVATAR_SIDE = 192;
/** Pixels of an upload sharp will decode: a 10,000 x 10,000 photo, no decompression bomb beyond it. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Crops the upload to its centred square, turned upright by its EXIF orientation, as WebP; its
 * metadata (location included) is dropped. A file that only claims to be an image is refused.
 */
async function squareAvatar(bytes: Uint8Array): Promise<Buffer> {
  if (!sniffImageType(bytes)) throw badRequest('users_avatar_type');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest('users_avatar_unreadable');
  }
}

/** Sets the caller's own avatar (only one's own: an avatar is personal). */
export async function saveOwnAvatar(scope: RequestScope, upload: Uint8Array) {
  const bytes = await squareAvatar(upload);
  const etag = createHash('sha256').update(bytes).digest('hex');
  await scope.db
    .insertInto('user_avatars')
    .values({ user_id: scope.user.id, bytes, etag })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ bytes, etag, updated_at: new Date() }))
    .execute();
  return { url: avatarUrl(scope.user.id, etag) };
}

export async function deleteOwnAvatar(scope: RequestScope) {
  await scope.db.deleteFrom('user_avatars').where('user_id', '=', scope.user.id).execute();
}

/** One's own avatar needs only a session; another user's, the user list's code and that user in scope. */
export async function readAvatar(scope: RequestScope, userId: number) {
  if (userId !== scope.user.id) {
    if (!scope.holds(ROUTE_ACCESS.users)) throw forbidden();
    await scope.assertUserVisible(await loadTargetUser(scope.db, userId));
  }
  const row = await scope.db.selectFrom('user_avatars').select(['bytes', 'etag']).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('users_avatar_not_found');
  return row;
}
