import { translate, type Lang } from '../../i18n/messages';
import {
  PRICE_COLUMN_LABELS, PRICE_COLUMNS, PRICE_IMPORT_MAX_ROWS, PRICE_LIMITS, PRICE_MAX,
  type PriceColumn, type PriceImportError, type PriceImportRow,
} from '../../../shared/contract/api/prices';
import { badRequest } from '../../http/app-error';
import { normaliseDay } from '../../core/spreadsheet-import/calendar-day';
import './messages';

const REQUIRED: PriceColumn[] = ['product', 'market', 'unit', 'price', 'date'];

/** The column a header cell names: its key or its label in either language, any case. */
function columnOf(header: string): PriceColumn | undefined {
  const text = header.trim().toLowerCase();
  return PRICE_COLUMNS.find((key) => key === text || Object.values(PRICE_COLUMN_LABELS[key]).some((label) => label.toLowerCase() === text));
}

export interface CheckedRows {
  rows: PriceImportRow[];
  errors: PriceImportError[];
}

/**
 * The rows of an uploaded price list, each checked as the form checks a row; every problem is
 * reported with its row number (as the spreadsheet shows it) and the field's name in the caller's
 * language. Blank rows are skipped. A missing column or an empty or oversized file is refused.
 */
export function checkRows(cells: string[][], lang: Lang): CheckedRows {
  const [header = [], ...body] = cells;
  const index = new Map<PriceColumn, number>();
  header.forEach((cell, i) => {
    const column = columnOf(cell ?? '');
    if (column && !index.has(column)) index.set(column, i);
  });
  const missing = REQUIRED.filter((column) => !index.has(column));
  if (missing.length > 0) throw badRequest('prices_import_header', { columns: missing.map((c) => PRICE_COLUMN_LABELS[c][lang]).join(', ') });

  const rows: PriceImportRow[] = [];
  const errors: PriceImportError[] = [];
  body.forEach((cellsOfRow, i) => {
    if (cellsOfRow.every((cell) => !cell?.trim())) return;
    if (rows.length >= PRICE_IMPORT_MAX_ROWS) throw badRequest('prices_import_too_many', { max: PRICE_IMPORT_MAX_ROWS });
    const row = i + 2;
    const text = (column: PriceColumn) => {
      const at = index.get(column);
      return at === undefined ? '' : (cellsOfRow[at] ?? '').trim();
    };
    const fail = (field: PriceColumn, key: string, params: Record<string, string | number> = {}) =>
      // "Price must be ..." / "价格应为...": Chinese runs the field's name into the sentence.
      errors.push({ row, field, message: `${PRICE_COLUMN_LABELS[field][lang]}${lang === 'zh-CN' ? '' : ' '}${translate(lang, key, params)}` });
    const textField = (field: 'product' | 'variety' | 'market' | 'unit' | 'source', required: boolean) => {
      const value = text(field);
      if (!value && required) fail(field, 'prices_row_required');
      else if (value.length > PRICE_LIMITS[field]) fail(field, 'prices_row_too_long', { limit: PRICE_LIMITS[field] });
      return value;
    };
    const product = textField('product', true);
    const variety = textField('variety', false);
    const market = textField('market', true);
    const unit = textField('unit', true);
    const priceText = text('price').replace(/,/g, '');
    let price: number | null = priceText === '' ? NaN : Number(priceText);
    if (!Number.isFinite(price) || price <= 0) {
      fail('price', priceText ? 'prices_row_price' : 'prices_row_required');
      price = null;
    } else if (price > PRICE_MAX) {
      fail('price', 'prices_row_price_max', { max: PRICE_MAX });
    }
    const dateText = text('date');
    const date = normaliseDay(dateText);
    if (!date) fail('date', dateText ? 'prices_row_date' : 'prices_row_required');
    const source = textField('source', false);
    rows.push({ row, product, variety: variety || null, market, unit, price, date: date ?? dateText, source: source || null });
  });
  if (rows.length === 0) throw badRequest('prices_import_empty');
  return { rows, errors };
}
