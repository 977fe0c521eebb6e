import type { RequestScope } from '../../auth/request-scope';
import { report, visibleDevice } from '../datahis';
import type { PollutionQuery, ReportDownloadQuery } from '../../../shared/contract/api/reports';
import { periodicWorkbook, localTime } from './periodic-xlsx';
import { pollutionDays } from './pollution-service';
import { pollutionWorkbook } from './pollution-xlsx';
import { companyName } from './repository';

/** A file name of ASCII only (the header carries no other), e.g. "report-day-AW00001-2026-06-01.xlsx". */
export const fileName = (...parts: string[]) => `${parts.map((p) => p.replace(/[^\w.-]+/g, '_')).join('-')}.xlsx`;

/** GET /report/download: the periodic report of one device as a workbook, titled with the device's company. */
export async function downloadPeriodic(scope: RequestScope, query: ReportDownloadQuery) {
  const data = await report(scope, { type: query.type, device_id: query.device_id, date: query.date });
  const device = await visibleDevice(scope, query.device_id);
  const company = await companyName(scope.db, device.tenantId);
  const start = localTime(data.timezone, data.start);
  return { name: fileName('report', data.type, data.device_id, data.type === 'hour' ? start.slice(0, 13).replace(' ', 'T') : start.slice(0, 10)), bytes: await periodicWorkbook(data, company, scope.lang) };
}

/** GET /report/pollutionDays/download: good and polluted days as a workbook. */
export async function downloadPollution(scope: RequestScope, query: PollutionQuery) {
  const data = await pollutionDays(scope, query);
  const company = await companyName(scope.db, (await visibleDevice(scope, query.device_id)).tenantId);
  // The governing parameters by their names in the caller's language ("do, nh3n" had been written as codes).
  const params = scope.app.ingest.registry.get(query.device_id)?.params;
  const nameOf = (key: string) => {
    const param = params?.get(key);
    return (scope.lang === 'en-US' ? param?.name_en : param?.name) ?? param?.name ?? key;
  };
  return { name: fileName('pollution', data.device_id, query.startMonth, query.endMonth), bytes: await pollutionWorkbook(data, company, scope.lang, nameOf) };
}
