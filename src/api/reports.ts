import { DATAHIS_ENDPOINTS, type Report, type ReportBody, type ReportParamStats } from '../../shared/contract/api/datahis';
import {
  REPORT_ENDPOINTS,
  type AqiQuery,
  type AqiResult,
  type AqiRow,
  type PollutionQuery,
  type PollutionResult,
  type ReportDownloadQuery,
  type SiteExportJob,
  type SiteReport,
  type SiteReportBody,
} from '../../shared/contract/api/reports';
import { call, type CallOptions } from './call';
import { download } from './download';

export type { AqiResult, AqiRow, PollutionResult, Report, ReportParamStats, SiteExportJob, SiteReport };

/** GET /report/aqi: each local day's AQI (HJ 633-2012) of an air station between two dates. */
export function dailyAqi(query: AqiQuery, options?: CallOptions) {
  return call(REPORT_ENDPOINTS.aqi, { query }, options);
}

/** POST /datahis/findDataHisByType: a device's hourly, daily, weekly or monthly report. */
export function periodicReport(body: ReportBody, options?: CallOptions) {
  return call(DATAHIS_ENDPOINTS.report, { body }, options);
}

/** GET /report/pollutionDays: good and polluted days per month of an air station or water monitor. */
export function pollutionDays(query: PollutionQuery, options?: CallOptions) {
  return call(REPORT_ENDPOINTS.pollutionDays, { query }, options);
}

/** GET /report/download: a periodic report as .xlsx. */
export function downloadPeriodicReport(query: ReportDownloadQuery) {
  return download(REPORT_ENDPOINTS.periodicDownload, { query }, `report-${query.type}.xlsx`);
}

/** GET /report/pollutionDays/download: good and polluted days as .xlsx. */
export function downloadPollutionDays(query: PollutionQuery) {
  return download(REPORT_ENDPOINTS.pollutionDaysDownload, { query }, 'pollution.xlsx');
}

/** POST /report/site: every device of a site over one period. */
export function siteReport(body: SiteReportBody, options?: CallOptions) {
  return call(REPORT_ENDPOINTS.site, { body }, options);
}

/** POST /report/site/export: starts the site report's .xlsx; poll siteExportStatus until done. */
export function startSiteExport(body: SiteReportBody) {
  return call(REPORT_ENDPOINTS.siteExport, { body });
}

/** GET /report/site/export/:id: how far the workbook is. */
export function siteExportStatus(id: string, options?: CallOptions) {
  return call(REPORT_ENDPOINTS.siteExportStatus, { params: { id } }, options);
}

/** GET /report/site/export/:id/file: the finished workbook. */
export function downloadSiteExport(id: string) {
  return download(REPORT_ENDPOINTS.siteExportFile, { params: { id } }, 'report-site.xlsx');
}
