import { Type, type Static, type TSchema } from 'typebox';
import { Id, Nullable } from '../schema-bounds';
import { ManageBody, manageEndpoint } from '../manage-body';
import { PHONE_DIGITS } from '../field-rules';
import {
  FACTORY_NO_MAX,
  FACTORY_NO_PATTERN,
  INVENTORY_DATE_PATTERN,
  PERSON_MAX,
  QUANTITY_MAX,
  requiredKey,
  type InventoryField,
} from '../inventory-rules';

/**
 * A field the spec requires: missing says "all fields must be completed" naming it (the outer
 * x-message, which Ajv's `required` error reads), while each check inside `allOf` carries its own
 * wording (a blank text is also "not completed"; a bad factory number "must be a number").
 */
function Required(field: InventoryField, checks: Record<string, unknown>[]) {
  return Type.Unsafe<unknown>({ 'x-message': requiredKey(field), allOf: checks }) as TSchema;
}
const Filled = (field: InventoryField, max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S', 'x-message': requiredKey(field) });
const Quantity = (field: 'import_num' | 'export_num') =>
  // Blank and null first: coercion would otherwise read both as 0.
  Type.Unsafe<number>(Required(field, [{ not: { enum: [null, ''] }, 'x-message': requiredKey(field) }, { type: 'number', minimum: 0, maximum: QUANTITY_MAX, 'x-message': `inventory_range_${field}` }]));
const Day = (field: 'import_date' | 'export_date') =>
  Type.Unsafe<string>(
    Required(field, [
      Filled(field, 10),
      { type: 'string', format: 'date', pattern: INVENTORY_DATE_PATTERN, 'x-message': `inventory_range_${field}` },
    ]),
  );

export const InventoryFields = {
  product_id: Type.Unsafe<number>(Required('product_id', [{ not: { enum: [null, ''] }, 'x-message': requiredKey('product_id') }, { ...Id(), 'x-message': requiredKey('product_id') }])),
  import_num: Quantity('import_num'),
  import_date: Day('import_date'),
  export_num: Quantity('export_num'),
  export_date: Day('export_date'),
  person: Type.Unsafe<string>(Required('person', [Filled('person', PERSON_MAX)])),
  phone: Type.Unsafe<string>(Required('phone', [Filled('phone', 32), { type: 'string', pattern: `^\\s*${PHONE_DIGITS}\\s*$`, 'x-message': 'inventory_phone_invalid' }])),
  factory_no: Type.Unsafe<string>(
    Required('factory_no', [
      Filled('factory_no', 64),
      { type: 'string', maxLength: FACTORY_NO_MAX, 'x-message': 'inventory_factory_no_long' },
      // Surrounding blanks are trimmed by the service, as in every text field.
      { type: 'string', pattern: `^\\s*${FACTORY_NO_PATTERN.slice(1, -1)}\\s*$`, 'x-message': 'inventory_factory_no_number' },
    ]),
  ),
};

export const InventorySearchFilters = {
  product_id: Type.Optional(Id()),
  tenant_id: Type.Optional(Id()),
  /** A record is in the range when its import or its export date falls inside. */
  start_date: Type.Optional(Type.String({ format: 'date', pattern: INVENTORY_DATE_PATTERN })),
  end_date: Type.Optional(Type.String({ format: 'date', pattern: INVENTORY_DATE_PATTERN })),
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'part of the product name, responsible person, phone or factory number' })),
};

/** POST /inventoryManage. */
export const InventoryManageBodySchema = ManageBody(InventorySearchFilters, InventoryFields);
export type InventoryManageBody = Static<typeof InventoryManageBodySchema>;

export const InventoryRowSchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  tenant_name: Nullable(Type.String()),
  product_id: Type.Integer(),
  product_name: Type.String(),
  unit: Nullable(Type.String()),
  import_num: Type.Number(),
  import_date: Type.String(),
  export_num: Type.Number(),
  export_date: Type.String(),
  remaining: Type.Number({ minimum: 0, description: 'import_num - export_num' }),
  person: Type.String(),
  phone: Type.String(),
  factory_no: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  deleted_at: Nullable(Type.String({ format: 'date-time' })),
});
export type InventoryRow = Static<typeof InventoryRowSchema>;

/** The remaining stock of each product over every record the search matched (not only the page). */
export const RemainingSchema = Type.Object({ product_id: Type.Integer(), product_name: Type.String(), unit: Nullable(Type.String()), remaining: Type.Number() });
export type Remaining = Static<typeof RemainingSchema>;

export const InventorySearchResultSchema = Type.Object({
  rows: Type.Array(InventoryRowSchema),
  total: Type.Integer({ minimum: 0 }),
  remaining: Type.Array(RemainingSchema),
});
export type InventorySearchResult = Static<typeof InventorySearchResultSchema>;

/** POST /inventoryManage (7005): its search answers the remaining stock per product beside the page. */
export const INVENTORY_ENDPOINTS = {
  manage: manageEndpoint('/inventoryManage', { body: InventoryManageBodySchema, row: InventoryRowSchema, access: 'inventory', search: InventorySearchResultSchema }),
};
