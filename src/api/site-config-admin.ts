import { SITE_CONFIG_ENDPOINTS, type CompanyDisplayRow, type DisplayKindValue, type LoginDisplay, type SiteConfigEdit } from '../../shared/contract/api/site-config';
import { call, upload, type CallOptions } from './call';

export type { CompanyDisplayRow, LoginDisplay, SiteConfigEdit };
export type DisplayKind = DisplayKindValue;

export function editableSiteConfig(options?: CallOptions) {
  return call(SITE_CONFIG_ENDPOINTS.editable, {}, options);
}

export function saveSiteConfig(body: SiteConfigEdit) {
  return call(SITE_CONFIG_ENDPOINTS.save, { body });
}

export function companyDisplays(options?: CallOptions) {
  return call(SITE_CONFIG_ENDPOINTS.displays, {}, options);
}

export function deleteCompanyImage(company: number, kind: DisplayKind) {
  return call(SITE_CONFIG_ENDPOINTS.deleteImage, { query: { company, kind } });
}

/** Uploads a login background or logo as multipart form data. */
export function uploadCompanyImage(company: number, kind: DisplayKind, file: Blob, filename: string) {
  return upload(SITE_CONFIG_ENDPOINTS.uploadImage, file, filename, { query: { company, kind } });
}
