import type { CompanyDisplayRow, DisplayKindValue, LoginDisplay, SiteConfig, SiteConfigEdit } from '../../shared/contract/api/site-config';
import { api, type RequestOptions } from './client';

export type { CompanyDisplayRow, LoginDisplay, SiteConfigEdit };
export type DisplayKind = DisplayKindValue;

export function editableSiteConfig(options?: RequestOptions) {
  return api.get<SiteConfigEdit>('/site-config/edit', options);
}

export function saveSiteConfig(body: SiteConfigEdit) {
  return api.put<SiteConfig>('/site-config', body);
}

export function companyDisplays(options?: RequestOptions) {
  return api.get<CompanyDisplayRow[]>('/site-config/company-displays', options);
}

export function deleteCompanyImage(company: number, kind: DisplayKind) {
  return api.delete<null>('/site-config/company-display', undefined, { query: { company, kind } });
}

/** Uploads a login background or logo as multipart form data. */
export function uploadCompanyImage(company: number, kind: DisplayKind, file: Blob, filename: string) {
  return api.upload<{ url: string; size: number }>('/site-config/company-display', file, filename, { query: { company, kind } });
}
