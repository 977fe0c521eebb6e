import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error';
import type { RequestScope } from '../../auth/request-scope';
import type { CompanyDisplayRow, DisplayKindValue, LoginDisplay } from '../../../shared/contract/api/site-config';
import * as repo from './repository';
import { sniffImageType } from '../../http/image-type';
import './messages';

/** Upload limit of a login background or logo. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The public address of an image; the version makes a replaced image load afresh. */
export const imageUrl = (company: number, kind: DisplayKindValue, etag: string) =>
  `/api/ftpfile/loginbgc?company=${company}&kind=${kind}&v=${etag.slice(0, 12)}`;

/**
 * The platform admin for any company; an agent for the companies it sees (its own and the ones
 * it manages). Ordinary customers never set it, whatever codes they were given.
 */
async function assertMayEdit(scope: RequestScope, companyId: number) {
  if (!scope.mayEditCompanyDisplay) throw forbidden('site_config_display_forbidden');
  await scope.assertCompanyVisible(companyId);
  const [company] = await repo.companyNames(scope.db, companyId);
  if (!company) throw notFound('site_config_company_not_found');
}

export async function saveImage(scope: RequestScope, companyId: number, kind: DisplayKindValue, bytes: Uint8Array) {
  const { db, user: caller } = scope;
  await assertMayEdit(scope, companyId);
  if (bytes.byteLength === 0) throw badRequest('site_config_image_missing');
  const mime = sniffImageType(bytes);
  if (!mime) throw badRequest('site_config_image_type');
  const etag = createHash('sha256').update(bytes).digest('hex');
  await db.transaction().execute((trx) => repo.saveImage(trx, { company_id: companyId, kind, mime, bytes, etag, updated_by: caller.id }));
  return { url: imageUrl(companyId, kind, etag), mime, size: bytes.byteLength };
}

export async function deleteImage(scope: RequestScope, companyId: number, kind: DisplayKindValue) {
  await assertMayEdit(scope, companyId);
  await repo.deleteImage(scope.db, companyId, kind);
}

/** The company display page: every company the caller sees, with its images if any. */
export async function listDisplays(scope: RequestScope): Promise<CompanyDisplayRow[]> {
  if (!scope.mayEditCompanyDisplay) throw forbidden('site_config_display_forbidden');
  const { db } = scope;
  const [companies, images] = await Promise.all([
    repo.companyNames(db, scope.whereTenant('companies.id')),
    repo.displayInfo(db, scope.whereTenant('company_display.company_id')),
  ]);
  const info = (companyId: number, kind: DisplayKindValue) => {
    const image = images.find((i) => i.company_id === companyId && i.kind === kind);
    return image
      ? { url: imageUrl(companyId, kind, image.etag), mime: image.mime, size: image.size, updated_at: new Date(image.updated_at).toISOString() }
      : null;
  };
  return companies.map((c) => ({ company_id: c.id, name: c.name, bg: info(c.id, 'bg'), logo: info(c.id, 'logo') }));
}

/** For the login page, before anyone logs in: only where the images are, nothing about the company. */
export async function loginDisplay(db: Kysely<DB>, companyId: number): Promise<LoginDisplay> {
  const images = await repo.displayInfo(db, companyId);
  const url = (kind: DisplayKindValue) => {
    const image = images.find((i) => i.kind === kind);
    return image ? imageUrl(companyId, kind, image.etag) : null;
  };
  return { company: companyId, bg: url('bg'), logo: url('logo') };
}

export async function readImage(db: Kysely<DB>, companyId: number, kind: DisplayKindValue) {
  const image = await repo.readImage(db, companyId, kind);
  if (!image) throw new AppError(404, 'site_config_image_not_found');
  return image;
}
