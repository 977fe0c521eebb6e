import type { CompanyDisplayRow, LoginDisplay, SiteConfig, SiteConfigEdit } from '../../shared/contract/api/site-config';
import { storedLanguage } from '../i18n/language';
import { API_BASE, ApiError, SUCCESS_CODE, api, type RequestOptions } from './client';

export type { CompanyDisplayRow, LoginDisplay, SiteConfigEdit };
export type DisplayKind = 'bg' | 'logo';

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

/**
 * Uploads a login background or logo as multipart form data (the JSON client cannot), with the
 * same success rule and error message as every other call.
 */
export async function uploadCompanyImage(company: number, kind: DisplayKind, file: Blob, filename: string) {
  const form = new FormData();
  form.append('file', file, filename);
  const response = await fetch(`${API_BASE}/site-config/company-display?company=${company}&kind=${kind}`, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', 'accept-language': storedLanguage() },
    body: form,
  });
  const body = (await response.json().catch(() => ({}))) as { success?: boolean; code?: string; message?: string; data?: unknown };
  if (response.status === 200 && (body.success === true || body.code === SUCCESS_CODE)) return body.data as { url: string; size: number };
  throw new ApiError(response.status, body.code ?? String(response.status), body.message ?? response.statusText);
}
