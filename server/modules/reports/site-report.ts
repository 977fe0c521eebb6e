import type { RequestScope } from '../../auth/request-scope';
import { badRequest } from '../../http/app-error';
import { parseTimeInput } from '../../core/local-time';
import { DEFAULT_TIME_ZONE } from '../../core/zones';
import { companyOf } from './repository';
import { reportStatsMany } from '../datahis';
import { siteDevices } from '../sites';
import type { SiteReport, SiteReportBody, SiteReportDevice } from '../../../shared/contract/api/reports';

export interface SitePeriod {
  start: number;
  end: number;
  timezone: string;
}

/**
 * Devices whose statistics one statement reads: a site of this many costs one round trip (figures
 * in bench/RESULTS.md, "Site report, 50 devices x 8 parameters"); a larger site goes batch by
 * batch, so an export's memory stays bounded by the batch, not the site.
 */
export const SITE_BATCH = 50;

/**
 * A site report device by device: the site, then each visible device within its radius with its
 * figures over the period (the same figures as the device's own report, read for a batch of
 * devices at once), so a caller can write each one out before the next batch is read.
 */
export async function siteReportParts(scope: RequestScope, body: SiteReportBody) {
  const { site, deviceIds } = await siteDevices(scope, body.site_id);
  const company = await companyOf(scope.db, site.tenant_id);
  // Checked once up front, so a site without devices refuses a bad date as a device report does.
  const at = parseTimeInput(body.date, company.timezone ?? DEFAULT_TIME_ZONE);
  if (at === null) throw badRequest('field_invalid', { field: 'date' });
  async function* devices(): AsyncGenerator<{ device: SiteReportDevice; period: SitePeriod }> {
    for (let i = 0; i < deviceIds.length; i += SITE_BATCH) {
      const batch = await reportStatsMany(scope, { type: body.type, date: body.date }, deviceIds.slice(i, i + SITE_BATCH));
      for (const r of batch) {
        yield { device: { device_id: r.device_id, device_name: r.device_name, params: r.params, stats: r.stats }, period: { start: r.start, end: r.end, timezone: r.timezone } };
      }
    }
  }
  return { site, company: company.name, total: deviceIds.length, devices };
}

/** POST /report/site: every device's figures over the period, in one answer. */
export async function siteReport(scope: RequestScope, body: SiteReportBody): Promise<SiteReport> {
  const parts = await siteReportParts(scope, body);
  const devices: SiteReportDevice[] = [];
  let period: SitePeriod | null = null;
  for await (const part of parts.devices()) {
    devices.push(part.device);
    period ??= part.period;
  }
  return {
    type: body.type,
    site_id: parts.site.id,
    site_name: parts.site.name,
    site_name_en: parts.site.name_en,
    start: period?.start ?? null,
    end: period?.end ?? null,
    timezone: period?.timezone ?? null,
    devices,
  };
}
