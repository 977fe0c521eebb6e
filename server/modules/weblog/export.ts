import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import type { RequestScope } from '../../auth/request-scope';
import { translate, type Lang } from '../../i18n/messages';
import type { LogExportQuery } from '../../../shared/contract/api/weblog';
import { filterOf } from './service';
import * as repo from './repository';
import { describeOp } from '../../../shared/contract/op-log-words';
import './messages';
import { sheetName } from '../../../shared/contract/sheet-name';

/** An export stops here; the sheet says so in its last row. Narrow the time range for more. */
export const EXPORT_MAX_ROWS = 50_000;
const BATCH = 1000;
/** The console's time zone (China time), as the lists show it. */
const ZONE_OFFSET_MS = 8 * 60 * 60 * 1000;

const chinaTime = (iso: string) => new Date(new Date(iso).getTime() + ZONE_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

interface Sheet<T> {
  name: string;
  columns: Array<{ key: string; width: number }>;
  rows: (filter: repo.LogFilter) => Promise<T[]>;
  cells: (row: T, lang: Lang) => Array<string | number>;
}

function sheetOf(db: Kysely<DB>, visible: Expression<SqlBool>, kind: LogExportQuery['kind']): Sheet<repo.AnyLogRow> {
  if (kind === 'login') {
    return {
      name: 'weblog_sheet_login',
      columns: [
        { key: 'weblog_col_account', width: 20 },
        { key: 'weblog_col_ip', width: 18 },
        { key: 'weblog_col_time', width: 22 },
        { key: 'weblog_col_type', width: 14 },
        { key: 'weblog_col_result', width: 12 },
      ],
      rows: (filter) => repo.loginLogRows(db, visible, filter),
      cells: (row, lang) => {
        const r = row as repo.LoginRow;
        return [r.user_name, r.ip ?? '', chinaTime(r.created_at), r.login_type, translate(lang, r.success ? 'weblog_ok' : 'weblog_failed')];
      },
    };
  }
  return {
    name: 'weblog_sheet_op',
    columns: [
      { key: 'weblog_col_account', width: 20 },
      { key: 'weblog_col_ip', width: 18 },
      { key: 'weblog_col_time', width: 22 },
      { key: 'weblog_col_action', width: 40 },
      { key: 'weblog_col_target', width: 24 },
      { key: 'weblog_col_result', width: 12 },
    ],
    rows: (filter) => repo.opLogRows(db, visible, filter),
    cells: (row, lang) => {
      const r = row as repo.OpRow;
      const result = `${translate(lang, r.success ? 'weblog_ok' : 'weblog_failed')} (${r.status_code})`;
      return [r.user_name ?? '', r.ip ?? '', chinaTime(r.created_at), describeOp(lang, r), r.target ?? '', result];
    },
  };
}

/**
 * Streams one log as an .xlsx workbook, newest first, in batches so a long log never sits in
 * memory whole. The end of the range is pinned to now, so rows written during the export cannot
 * shift the batches. Returns the stream to send; errors after the start are logged and end it.
 */
export async function exportLog(scope: RequestScope, query: LogExportQuery) {
  const { db, lang, log } = scope;
  const now = new Date();
  const base = filterOf({ ...query, page: 1, pageSize: BATCH });
  const filter = { ...base, to: base.to && base.to < now ? base.to : now };
  const sheet = sheetOf(db, scope.whereLogVisible('user_id'), query.kind);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheetName(translate(lang, sheet.name)));
  worksheet.columns = sheet.columns.map((c) => ({ header: translate(lang, c.key), key: c.key, width: c.width }));
  worksheet.getRow(1).font = { bold: true };
  void (async () => {
    let written = 0;
    for (let offset = 0; written < EXPORT_MAX_ROWS; offset += BATCH) {
      const rows = await sheet.rows({ ...filter, offset, limit: Math.min(BATCH, EXPORT_MAX_ROWS - written) });
      for (const row of rows) worksheet.addRow(sheet.cells(row, lang)).commit();
      written += rows.length;
      if (rows.length < BATCH) break;
    }
    if (written >= EXPORT_MAX_ROWS) worksheet.addRow([translate(lang, 'weblog_export_truncated', { limit: EXPORT_MAX_ROWS })]).commit();
    worksheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    log.error({ err: error }, 'log export failed');
    out.destroy(error as Error);
  });
  return out;
}
