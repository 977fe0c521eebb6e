import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { RequestScope } from '../../auth/request-scope';
import { AppError, notFound } from '../../http/app-error';
import { translate, type Lang } from '../../i18n/messages';
import type { SiteExportJob, SiteReportBody, SiteReportDevice } from '../../../shared/contract/api/reports';
import { sheetName } from '../../../shared/contract/sheet-name';
import { fileName } from './download-service';
import { localTime } from './periodic-xlsx';
import { siteReportParts, type SitePeriod } from './site-report';
import './messages';

/** A finished file waits this long for its download, then it is removed. */
const KEEP_MS = 15 * 60_000;
/** One user runs at most this many site exports at once. */
const RUNNING_PER_USER = 2;

interface Job extends SiteExportJob {
  userId: number;
  file: string;
  name: string;
  finishedAt: number | null;
}

/**
 * Site reports over many devices are written to a file in DATA_DIR/exports device by device, each
 * device's sheet committed before the next device is read (exceljs's streaming writer), so memory
 * stays flat however large the site; the page polls the job for its progress. Jobs live in this
 * process: with several instances the page's polls must reach the instance that runs the job
 * (sticky sessions), or the file store must be shared (docs/decisions.md).
 */
const jobs = new Map<string, Job>();

const view = (job: Job): SiteExportJob => ({ id: job.id, total: job.total, done: job.done, status: job.status, error: job.error });

function sweep(now = Date.now()) {
  for (const job of jobs.values()) {
    if (job.finishedAt !== null && now - job.finishedAt > KEEP_MS) {
      rmSync(job.file, { force: true });
      jobs.delete(job.id);
    }
  }
}

function ownJob(scope: RequestScope, id: string): Job {
  sweep();
  const job = jobs.get(id);
  // Another user's job is as unknown as one that never existed.
  if (!job || job.userId !== scope.user.id) throw notFound('report_export_not_found');
  return job;
}

const PERCENT = '0.00%';
const NUMBER = '0.###';

function writeDevice(workbook: ExcelJS.stream.xlsx.WorkbookWriter, taken: string[], device: SiteReportDevice, period: SitePeriod, title: string, lang: Lang) {
  const t = (key: string) => translate(lang, `reports_col_${key}`);
  const sheet = workbook.addWorksheet(sheetName(`${device.device_name} ${device.device_id}`, taken));
  taken.push(sheet.name);
  sheet.columns = [{ width: 22 }, { width: 10 }, { width: 14 }, { width: 21 }, { width: 14 }, { width: 21 }, { width: 14 }, { width: 16 }, { width: 16 }];
  sheet.addRow([`${title} · ${device.device_name} (${device.device_id})`]).font = { bold: true, size: 13 };
  sheet.addRow([t('param'), t('count'), t('min'), t('min_time'), t('max'), t('max_time'), t('avg'), t('outside_limits'), t('outside_best')]).font = { bold: true };
  for (const param of device.params) {
    const s = device.stats[param.param_key];
    const name = (lang === 'en-US' ? param.name_en : param.name) ?? param.name;
    const row = sheet.addRow([
      param.unit ? `${name} (${param.unit})` : name,
      s?.count ?? 0,
      s?.min ?? null,
      localTime(period.timezone, s?.min_ts ?? null),
      s?.max ?? null,
      localTime(period.timezone, s?.max_ts ?? null),
      s?.avg ?? null,
      s?.outside_limits ?? null,
      s?.outside_best ?? null,
    ]);
    for (const col of [3, 5, 7]) row.getCell(col).numFmt = NUMBER;
    for (const col of [8, 9]) row.getCell(col).numFmt = PERCENT;
  }
  sheet.commit();
}

async function run(scope: RequestScope, job: Job, parts: Awaited<ReturnType<typeof siteReportParts>>, body: SiteReportBody) {
  const lang = scope.lang;
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: job.file, useStyles: true });
    workbook.creator = parts.company;
    const siteName = (lang === 'en-US' ? parts.site.name_en : null) ?? parts.site.name;
    const taken: string[] = [];
    let period: SitePeriod | null = null;
    for await (const part of parts.devices()) {
      period ??= part.period;
      const label = `${localTime(part.period.timezone, part.period.start).slice(0, 16)} - ${localTime(part.period.timezone, part.period.end).slice(0, 16)}`;
      const title = `${parts.company} · ${siteName} · ${translate(lang, `reports_type_${body.type}`)} · ${label}`;
      writeDevice(workbook, taken, part.device, part.period, title, lang);
      job.done += 1;
    }
    if (parts.total === 0) {
      const sheet = workbook.addWorksheet(sheetName(siteName));
      sheet.addRow([`${parts.company} · ${siteName} · ${translate(lang, 'reports_site_empty')}`]).commit();
      sheet.commit();
    }
    await workbook.commit();
    job.status = 'done';
  } catch (error) {
    job.status = 'failed';
    job.error = (error as Error).message;
    rmSync(job.file, { force: true });
  } finally {
    job.finishedAt = Date.now();
  }
}

/** POST /report/site/export: starts writing the site report's workbook; answers the job to poll. */
export async function startSiteExport(scope: RequestScope, body: SiteReportBody): Promise<SiteExportJob> {
  sweep();
  const running = [...jobs.values()].filter((j) => j.userId === scope.user.id && j.status === 'running').length;
  if (running >= RUNNING_PER_USER) throw new AppError(429, 'report_export_busy', { count: RUNNING_PER_USER });
  const parts = await siteReportParts(scope, body);
  const dir = path.join(scope.app.config.dataDir, 'exports');
  mkdirSync(dir, { recursive: true });
  const id = randomUUID();
  const job: Job = {
    id, userId: scope.user.id, total: parts.total, done: 0, status: 'running', error: null, finishedAt: null,
    file: path.join(dir, `${id}.xlsx`),
    name: fileName('report-site', body.type, String(parts.site.id), String(body.date).slice(0, 10)),
  };
  jobs.set(id, job);
  void run(scope, job, parts, body);
  return view(job);
}

/**
 * The site report's workbook written to `file` and awaited, by the same writer as the download:
 * the e-mailed reports (issue 36, server/modules/report-subscriptions/) attach it. Throws when the
 * writer failed.
 */
export async function writeSiteWorkbook(scope: RequestScope, body: SiteReportBody, file: string): Promise<{ name: string }> {
  const parts = await siteReportParts(scope, body);
  const job: Job = { id: randomUUID(), userId: scope.user.id, total: parts.total, done: 0, status: 'running', error: null, finishedAt: null, file, name: '' };
  await run(scope, job, parts, body);
  if (job.status === 'failed') throw new Error(job.error ?? 'site workbook failed');
  return { name: fileName('report-site', body.type, String(parts.site.id), String(body.date).slice(0, 10)) };
}

/** GET /report/site/export/:id: the job's progress. */
export function siteExportStatus(scope: RequestScope, id: string): SiteExportJob {
  return view(ownJob(scope, id));
}

/** GET /report/site/export/:id/file: the finished workbook (404 until it is done). */
export function siteExportFile(scope: RequestScope, id: string): { file: string; name: string } {
  const job = ownJob(scope, id);
  if (job.status !== 'done') throw notFound('report_export_not_found');
  return { file: job.file, name: job.name };
}
