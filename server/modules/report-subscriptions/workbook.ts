import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { RequestScope } from '../../auth/request-scope';
import { localDate } from '../../core/local-time';
import { downloadPeriodic, downloadPollution, writeSiteWorkbook } from '../reports';
import type { SubscriptionKind, SubscriptionPeriod } from '../../../shared/contract/api/report-subscriptions';

export interface MailedReport {
  kind: SubscriptionKind;
  period: SubscriptionPeriod;
  device_id: string | null;
  site_id: number | null;
}

/**
 * The workbook of one period, by the builders the report pages' downloads use (the reports
 * module), as the subscriber: a device's or site's periodic report of the period, or the good and
 * polluted days of the months it spans (the AQI report's days too: docs/decisions.md).
 */
export async function periodWorkbook(scope: RequestScope, report: MailedReport, zone: string, start: number, end: number): Promise<{ name: string; bytes: Buffer }> {
  // A local date inside the period, read in the company's zone as the pages send it.
  const date = localDate(zone, start);
  if (report.kind === 'device') return downloadPeriodic(scope, { type: report.period, device_id: report.device_id!, date });
  if (report.kind === 'site') {
    const dir = path.join(scope.app.config.dataDir, 'exports');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `mail-${randomUUID()}.xlsx`);
    try {
      const { name } = await writeSiteWorkbook(scope, { type: report.period, site_id: report.site_id!, date }, file);
      return { name, bytes: readFileSync(file) };
    } finally {
      rmSync(file, { force: true });
    }
  }
  return downloadPollution(scope, { device_id: report.device_id!, startMonth: date.slice(0, 7), endMonth: localDate(zone, end - 1).slice(0, 7) });
}

/** The console page of the report, under the console's address. */
export function reportPage(report: MailedReport, date: string): string {
  if (report.kind === 'aqi') return `/report/aqi?device_id=${encodeURIComponent(report.device_id!)}`;
  if (report.kind === 'pollution') return `/report/pollution?device_id=${encodeURIComponent(report.device_id!)}`;
  const target = report.kind === 'site' ? `site_id=${report.site_id}` : `device_id=${encodeURIComponent(report.device_id!)}`;
  return `/report/${report.period}?${target}&date=${date}`;
}
