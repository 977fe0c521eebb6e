import { DATAHIS_ENDPOINTS, type Report, type ReportBody, type ReportParamStats } from '../../shared/contract/api/datahis';
import type {
  AqiQuery,
  AqiResult,
  AqiRow,
  PollutionQuery,
  PollutionResult,
  ReportDownloadQuery,
  SiteExportJob,
  SiteReport,
  SiteReportBody,
} from '../../shared/contract/api/reports';
import { storedLanguage } from '../i18n/language';
import { api, API_BASE, ApiError, type RequestOptions } from './client';
import { call, type CallOptions } from './call';

export type { AqiResult, AqiRow, PollutionResult, Report, ReportParamStats, SiteExportJob, SiteReport };

/** GET /report/aqi: each local day's AQI (HJ 633-2012) of an air station between two dates. */
export function dailyAqi(query: AqiQuery, options?: RequestOptions) {
  return api.get<AqiResult>('/report/aqi', { ...options, query: { ...query } });
}

/** POST /datahis/findDataHisByType: a device's hourly, daily, weekly or monthly report. */
export function periodicReport(body: ReportBody, options?: CallOptions) {
  return call(DATAHIS_ENDPOINTS.report, { body }, options);
}

/** GET /report/pollutionDays: good and polluted days per month of an air station or water monitor. */
export function pollutionDays(query: PollutionQuery, options?: RequestOptions) {
  return api.get<PollutionResult>('/report/pollutionDays', { ...options, query: { ...query } });
}

/**
 * Fetches one of the server's .xlsx reports with the session cookie and the interface language.
 * Returns the file and the name the server gave it; errors carry the server's message.
 */
async function downloadFile(path: string, query: Record<string, string>, fallback: string): Promise<{ blob: Blob; filename: string }> {
  const response = await fetch(`${API_BASE}${path}?${new URLSearchParams(query)}`, {
    credentials: 'include',
    headers: { 'accept-language': storedLanguage() },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, body.code ?? String(response.status), body.message ?? response.statusText);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  return { blob: await response.blob(), filename };
}

/** GET /report/download: a periodic report as .xlsx. */
export function downloadPeriodicReport(query: ReportDownloadQuery) {
  return downloadFile('/report/download', { ...query }, `report-${query.type}.xlsx`);
}

/** GET /report/pollutionDays/download: good and polluted days as .xlsx. */
export function downloadPollutionDays(query: PollutionQuery) {
  return downloadFile('/report/pollutionDays/download', { ...query }, 'pollution.xlsx');
}

/** POST /report/site: every device of a site over one period. */
export function siteReport(body: SiteReportBody, options?: RequestOptions) {
  return api.post<SiteReport>('/report/site', body, options);
}

/** POST /report/site/export: starts the site report's .xlsx; poll siteExportStatus until done. */
export function startSiteExport(body: SiteReportBody) {
  return api.post<SiteExportJob>('/report/site/export', body);
}

/** GET /report/site/export/:id: how far the workbook is. */
export function siteExportStatus(id: string, options?: RequestOptions) {
  return api.get<SiteExportJob>(`/report/site/export/${encodeURIComponent(id)}`, options);
}

/** GET /report/site/export/:id/file: the finished workbook. */
export function downloadSiteExport(id: string) {
  return downloadFile(`/report/site/export/${encodeURIComponent(id)}/file`, {}, 'report-site.xlsx');
}
