import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { RequestScope } from '../../auth/request-scope';
import { translate, type Lang } from '../../i18n/messages';
import { zoneOffsetMs } from '../../core/local-time';
import { zoneOfUser } from '../../core/zones';
import type { AlarmExportQuery, AlarmRow } from '../../../shared/contract/api/alarms';
import { sheetName } from '../../../shared/contract/sheet-name';
import { filterOf } from './service';
import * as repo from './repository';
import './messages';

/** An export stops here; the sheet says so in its last row. Narrow the filters for more. */
export const ALARM_EXPORT_MAX_ROWS = 50_000;
const BATCH = 1000;

const COLUMNS: Array<{ key: string; width: number }> = [
  { key: 'alarms_col_device', width: 24 },
  { key: 'alarms_col_device_id', width: 14 },
  { key: 'alarms_col_param', width: 18 },
  { key: 'alarms_col_kind', width: 10 },
  { key: 'alarms_col_direction', width: 16 },
  { key: 'alarms_col_value', width: 10 },
  { key: 'alarms_col_threshold', width: 10 },
  { key: 'alarms_col_raised_at', width: 20 },
  { key: 'alarms_col_state', width: 12 },
  { key: 'alarms_col_acked_by', width: 16 },
  { key: 'alarms_col_acked_at', width: 20 },
  { key: 'alarms_col_cleared_by', width: 16 },
  { key: 'alarms_col_cleared_at', width: 20 },
];

/** "YYYY-MM-DD HH:mm:ss" in the caller's company's zone, as the list shows it. */
const localTime = (zone: string, at: number | null) =>
  at === null ? '' : new Date(at + zoneOffsetMs(zone, at)).toISOString().slice(0, 19).replace('T', ' ');

function cells(row: AlarmRow, lang: Lang, zone: string): Array<string | number> {
  const param = row.param_key === null ? translate(lang, 'alarms_device_fault') : ((lang === 'en-US' ? row.name_en : row.name) ?? row.param_key);
  // A cleared alarm nobody cleared by hand came back in range by itself.
  const clearedBy = row.cleared_at === null ? '' : (row.cleared_by ?? translate(lang, 'alarms_cleared_auto'));
  return [
    row.device_name,
    row.device_id,
    param,
    translate(lang, `alarms_kind_${row.kind}`),
    translate(lang, `alarms_direction_${row.direction}`),
    row.value ?? '',
    row.threshold ?? '',
    localTime(zone, row.raised_at),
    translate(lang, `alarms_state_${row.state}`),
    row.acked_by ?? '',
    localTime(zone, row.acked_at),
    clearedBy,
    localTime(zone, row.cleared_at),
  ];
}

/**
 * GET /alarm/export: streams the filtered alarm history as an .xlsx workbook, newest first, in
 * batches. The end of the range is pinned to now so alarms raised during the export cannot shift
 * the batches. Headers and words are in the caller's language.
 */
export async function exportAlarms(scope: RequestScope, query: AlarmExportQuery) {
  const { lang, log } = scope;
  const filter = await filterOf(scope, query);
  const now = Date.now();
  const pinned = { ...filter, to: filter.to !== undefined && filter.to < now ? filter.to : now };
  const zone = await zoneOfUser(scope.db, scope.user);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheetName(translate(lang, 'alarms_sheet')));
  worksheet.columns = COLUMNS.map((c) => ({ header: translate(lang, c.key), key: c.key, width: c.width }));
  worksheet.getRow(1).font = { bold: true };
  void (async () => {
    let written = 0;
    for (let offset = 0; written < ALARM_EXPORT_MAX_ROWS; offset += BATCH) {
      const { rows } = await repo.listAlarms(scope, pinned, Math.min(BATCH, ALARM_EXPORT_MAX_ROWS - written), offset);
      for (const row of rows) worksheet.addRow(cells(row, lang, zone)).commit();
      written += rows.length;
      if (rows.length < BATCH) break;
    }
    if (written >= ALARM_EXPORT_MAX_ROWS) worksheet.addRow([translate(lang, 'alarms_export_truncated', { limit: ALARM_EXPORT_MAX_ROWS })]).commit();
    worksheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    log.error({ err: error }, 'alarm export failed');
    out.destroy(error as Error);
  });
  return out;
}
