import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { RequestScope } from '../../auth/request-scope';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import { sniffImageType } from '../../http/image-type';
import { ARTICLE_IMAGE_MAX_BYTES, IMG_NAME_PATTERN } from '../../../shared/contract/api/knowledge';
import * as repo from './repository';
import './messages';

const MB = 1024 * 1024;
const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

export const imageTooLarge = () => new AppError(400, 'knowledge_image_too_large', { limit: ARTICLE_IMAGE_MAX_BYTES / MB });
/** Where an article image is served from; the editor stores this address in the document. */
export const imageUrl = (imgName: string) => `/api/articleImage/file?img_name=${imgName}`;

const STORED_IMAGE_URL = new RegExp(`^${imageUrl(IMG_NAME_PATTERN.slice(1, -1)).replaceAll('?', '\\?')}$`);

/**
 * Whether an image address is exactly one of the store's images (imageUrl). Anything else an
 * article shows would be fetched by every reader's browser with their cookie: another /api call,
 * another site (issue 32).
 */
export const isStoredImageUrl = (src: unknown): boolean => typeof src === 'string' && STORED_IMAGE_URL.test(src);

/**
 * Stores an image for the caller's company's articles under a random name (128 bits, so a name
 * cannot be guessed and is never reused), checked by its bytes, not its file name.
 */
export async function saveImage(scope: RequestScope, bytes: Uint8Array, tenantId?: number) {
  const company = await scope.companyForNew(tenantId);
  if (bytes.byteLength === 0) throw badRequest('knowledge_image_missing');
  if (bytes.byteLength > ARTICLE_IMAGE_MAX_BYTES) throw imageTooLarge();
  const mime = sniffImageType(bytes);
  if (!mime) throw badRequest('knowledge_image_type');
  const imgName = `${randomBytes(16).toString('hex')}.${EXTENSION[mime]}`;
  await scope.db.insertInto('kb_images').values({ tenant_id: company, img_name: imgName, mime, bytes, size: bytes.byteLength, created_by: scope.user.id }).execute();
  return { img_name: imgName, url: imageUrl(imgName) };
}

/** POST /articleImage/delete: the company's image, only when no article (recycle bin included) shows it. */
export async function deleteImage(scope: RequestScope, imgName: string) {
  return scope.db.transaction().execute(async (trx) => {
    const image = await trx.selectFrom('kb_images').select('id').where('img_name', '=', imgName).where(scope.whereTenant('kb_images.tenant_id')).executeTakeFirst();
    if (!image) throw notFound('knowledge_image_not_found');
    if (await repo.imageInUse(trx, imgName)) throw conflict('knowledge_image_in_use');
    await trx.deleteFrom('kb_images').where('id', '=', image.id).execute();
    return null;
  });
}

/**
 * The bytes of an article image for any knowledge reader: public articles are read across
 * companies, and the unguessable name is the capability (like the article that embeds it).
 */
export async function imageFile(db: Kysely<DB>, imgName: string) {
  const image = await db.selectFrom('kb_images').select(['mime', 'bytes']).where('img_name', '=', imgName).executeTakeFirst();
  if (!image) throw notFound('knowledge_image_not_found');
  return image;
}
