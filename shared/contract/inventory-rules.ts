import { PHONE_RE } from './field-rules';

/**
 * Spec section 5's inventory rules ("all fields must be completed; factory number must be a
 * number") and the bounds around them, in one place: the server's schema (shared/contract/api/
 * inventory.ts) and service refuse with these message keys, and the console's form shows the same
 * texts on its fields before submitting. Pure: imports only field-rules, runs in both.
 */

export const INVENTORY_FIELDS = ['product_id', 'import_num', 'import_date', 'export_num', 'export_date', 'person', 'phone', 'factory_no'] as const;
export type InventoryField = (typeof INVENTORY_FIELDS)[number];

/** Quantities are kept to this many decimal places (kilograms to the gram). */
export const QUANTITY_DECIMALS = 3;
export const QUANTITY_MAX = 1_000_000_000;
/** Dates a record may carry, as the other time inputs of the project (1970 to 2100, schema-bounds). */
export const INVENTORY_DATE_MIN = '1970-01-01';
export const INVENTORY_DATE_MAX = '2099-12-31';
export const INVENTORY_DATE_PATTERN = '^(19[7-9]\\d|20\\d\\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';
export const PERSON_MAX = 50;
/** A factory number is digits only (the spec's "must be a number"), kept as text so leading zeros survive. */
export const FACTORY_NO_MAX = 32;
export const FACTORY_NO_PATTERN = '^\\d+$';
export const FACTORY_NO_RE = new RegExp(FACTORY_NO_PATTERN);

type Text = { 'zh-CN': string; 'en-US': string };

/** Each field's name in the messages (the form's labels say the same). */
export const INVENTORY_LABELS: Record<InventoryField, Text> = {
  product_id: { 'zh-CN': '产品名称', 'en-US': 'product name' },
  import_num: { 'zh-CN': '入库数量', 'en-US': 'import quantity' },
  import_date: { 'zh-CN': '入库日期', 'en-US': 'import date' },
  export_num: { 'zh-CN': '出库数量', 'en-US': 'export quantity' },
  export_date: { 'zh-CN': '出库日期', 'en-US': 'export date' },
  person: { 'zh-CN': '负责人', 'en-US': 'responsible person' },
  phone: { 'zh-CN': '联系电话', 'en-US': 'phone' },
  factory_no: { 'zh-CN': '出厂编号', 'en-US': 'factory number' },
};

const requiredText = (field: InventoryField): Text => ({
  'zh-CN': `所有字段必须填写完整（${INVENTORY_LABELS[field]['zh-CN']}）`,
  'en-US': `All fields must be completed (${INVENTORY_LABELS[field]['en-US']})`,
});
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The message key of a field left empty. */
export const requiredKey = (field: InventoryField) => `inventory_required_${field}`;

/**
 * Every rule message, keyed as the server registers them. `{import}` and `{export}` are filled
 * with the quantities of the refused record.
 */
export const INVENTORY_RULE_MESSAGES: Record<string, Text> = {
  ...Object.fromEntries(INVENTORY_FIELDS.map((field) => [requiredKey(field), requiredText(field)])),
  inventory_factory_no_number: { 'zh-CN': '出厂编号必须为数字', 'en-US': 'Factory number must be a number' },
  inventory_factory_no_long: { 'zh-CN': `出厂编号最多 ${FACTORY_NO_MAX} 位`, 'en-US': `Factory number has at most ${FACTORY_NO_MAX} digits` },
  inventory_phone_invalid: { 'zh-CN': '联系电话格式不正确', 'en-US': 'Phone number format is incorrect' },
  ...Object.fromEntries(
    (['import_num', 'export_num'] as const).map((field) => [
      `inventory_range_${field}`,
      {
        'zh-CN': `${INVENTORY_LABELS[field]['zh-CN']}必须是 0 到 ${QUANTITY_MAX} 之间的数字`,
        'en-US': `${cap(INVENTORY_LABELS[field]['en-US'])} must be a number from 0 to ${QUANTITY_MAX}`,
      },
    ]),
  ),
  ...Object.fromEntries(
    (['import_date', 'export_date'] as const).map((field) => [
      `inventory_range_${field}`,
      {
        'zh-CN': `${INVENTORY_LABELS[field]['zh-CN']}必须是 ${INVENTORY_DATE_MIN} 到 ${INVENTORY_DATE_MAX} 之间的日期`,
        'en-US': `${cap(INVENTORY_LABELS[field]['en-US'])} must be a date from ${INVENTORY_DATE_MIN} to ${INVENTORY_DATE_MAX}`,
      },
    ]),
  ),
  inventory_export_exceeds: {
    'zh-CN': '出库数量 {export} 超过入库数量 {import}，剩余库存不能为负数',
    'en-US': 'Export quantity {export} is more than import quantity {import}: the remaining stock cannot be negative',
  },
  inventory_export_before_import: { 'zh-CN': '出库日期不能早于入库日期', 'en-US': 'Export date cannot be earlier than import date' },
};

/** Rounds a quantity to QUANTITY_DECIMALS places, as it is stored and compared. */
export function roundQuantity(value: number): number {
  const factor = 10 ** QUANTITY_DECIMALS;
  return Math.round(value * factor) / factor;
}

/** A real calendar day inside the bounds ("2026-02-30" is not). */
export function isInventoryDate(value: string): boolean {
  if (!new RegExp(INVENTORY_DATE_PATTERN).test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

export type InventoryValues = Partial<Record<InventoryField, unknown>>;
export interface InventoryError {
  key: string;
  params?: Record<string, string | number>;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The first failing rule per field, as the server decides it: empty fields, then each field's
 * own format and bounds, then the rules across fields (export within import, not before it).
 */
export function inventoryErrors(values: InventoryValues): Partial<Record<InventoryField, InventoryError>> {
  const errors: Partial<Record<InventoryField, InventoryError>> = {};
  for (const field of INVENTORY_FIELDS) if (blank(values[field])) errors[field] = { key: requiredKey(field) };
  const quantity = (field: 'import_num' | 'export_num') => {
    const value = typeof values[field] === 'string' ? Number(values[field]) : values[field];
    if (errors[field]) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > QUANTITY_MAX) {
      errors[field] = { key: `inventory_range_${field}` };
      return undefined;
    }
    return roundQuantity(value);
  };
  const day = (field: 'import_date' | 'export_date') => {
    if (errors[field]) return undefined;
    if (typeof values[field] !== 'string' || !isInventoryDate(values[field])) {
      errors[field] = { key: `inventory_range_${field}` };
      return undefined;
    }
    return values[field];
  };
  const imported = quantity('import_num');
  const exported = quantity('export_num');
  const importDate = day('import_date');
  const exportDate = day('export_date');
  if (!errors.phone && !PHONE_RE.test(String(values.phone).trim())) errors.phone = { key: 'inventory_phone_invalid' };
  const factory = String(values.factory_no ?? '').trim();
  if (!errors.factory_no && factory.length > FACTORY_NO_MAX) errors.factory_no = { key: 'inventory_factory_no_long' };
  else if (!errors.factory_no && !FACTORY_NO_RE.test(factory)) errors.factory_no = { key: 'inventory_factory_no_number' };
  if (imported !== undefined && exported !== undefined && exported > imported) {
    errors.export_num = { key: 'inventory_export_exceeds', params: { export: exported, import: imported } };
  }
  if (importDate && exportDate && exportDate < importDate) errors.export_date = { key: 'inventory_export_before_import' };
  return errors;
}

/** A message with its `{name}` placeholders filled (the server's translate does the same). */
export function inventoryMessage(lang: 'zh-CN' | 'en-US', error: InventoryError): string {
  const text = INVENTORY_RULE_MESSAGES[error.key]?.[lang] ?? error.key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(error.params?.[name] ?? `{${name}}`));
}
