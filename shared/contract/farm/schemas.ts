import { Type, type Static, type TObject, type TProperties, type TSchema } from 'typebox';
import { Id, Nullable } from '../schema-bounds';
import { ManageBody, ManageResult, ManageSearchResult } from '../manage-body';
import { DATE_PATTERN, FARM_LONGTEXT_MAX, FARM_QUANTITY_MAX, FARM_TEXT_MAX, TIME_PATTERN, refNameKey, type FieldDecl, type ResourceDecl } from './registry';

/**
 * TypeBox schemas of a registry declaration. A field's wording when refused is its own message
 * (`farm.<resource>.<field>.required|invalid`, both languages, made from the declaration by
 * the server's registry), so a bad field is named as the form names it.
 */
export const requiredKey = (decl: ResourceDecl, field: FieldDecl) => `farm.${decl.resource}.${field.key}.required`;
export const invalidKey = (decl: ResourceDecl, field: FieldDecl) => `farm.${decl.resource}.${field.key}.invalid`;

export const textMax = (field: FieldDecl) => field.maxLength ?? (field.kind === 'longtext' ? FARM_LONGTEXT_MAX : FARM_TEXT_MAX);
export const rangeOf = (field: FieldDecl) => ({ min: field.min ?? 0, max: field.max ?? (field.kind === 'integer' ? 2_147_483_647 : FARM_QUANTITY_MAX) });

/** The value's own schema (no required/nullable wrapping). */
function valueSchema(field: FieldDecl, message: string): Record<string, unknown> {
  switch (field.kind) {
    case 'text':
    case 'longtext':
      return { type: 'string', maxLength: textMax(field), 'x-message': message };
    case 'number':
      return { type: 'number', minimum: rangeOf(field).min, maximum: rangeOf(field).max, 'x-message': message };
    case 'integer':
      return { type: 'integer', minimum: rangeOf(field).min, maximum: rangeOf(field).max, 'x-message': message };
    case 'date':
      return { type: 'string', pattern: DATE_PATTERN, 'x-message': message };
    case 'time':
      return { type: 'string', pattern: TIME_PATTERN, 'x-message': message };
    case 'choice':
      return { type: 'string', enum: (field.choices ?? []).map((c) => c.value), 'x-message': message };
    default:
      return { ...Id(), 'x-message': message };
  }
}

/** One field of an add or update: required ones refuse missing, blank and null with the field's own message. */
export function fieldSchema(decl: ResourceDecl, field: FieldDecl): TSchema {
  const invalid = invalidKey(decl, field);
  const value = valueSchema(field, invalid);
  if (field.required) {
    const notBlank = field.kind === 'text' || field.kind === 'longtext' ? [{ type: 'string', minLength: 1, pattern: '\\S', 'x-message': requiredKey(decl, field) }] : [];
    return Type.Unsafe({ 'x-message': requiredKey(decl, field), allOf: [...notBlank, value] });
  }
  return Type.Optional(Nullable(Type.Unsafe(value)));
}

export function fieldsOf(decl: ResourceDecl): TProperties {
  const props: TProperties = {};
  for (const field of decl.fields) if (!field.readonly) props[field.key] = fieldSchema(decl, field);
  props.tenant_id = Type.Optional(Id({ description: "the row's company: the caller's own by default; the platform admin must choose; fixed once added" }));
  props.updated_at = Type.Optional(
    Type.String({ format: 'date-time', description: "an update's row as last read (its updated_at): when the stored row has changed since, the update is refused (409) rather than applied over the other change; ignored on add" }),
  );
  return props;
}

/** Search filters: text contains, ids and choices equal, dates and times between `_from` and `_to`. */
export function filtersOf(decl: ResourceDecl): TProperties {
  const props: TProperties = { tenant_id: Type.Optional(Id()) };
  for (const key of decl.filters) {
    const field = decl.fields.find((f) => f.key === key)!;
    if (field.kind === 'date' || field.kind === 'time') {
      const bound = Type.Unsafe<string>(valueSchema(field, invalidKey(decl, field)));
      props[`${key}_from`] = Type.Optional(bound);
      props[`${key}_to`] = Type.Optional(bound);
    } else if (field.kind === 'text' || field.kind === 'longtext') {
      props[key] = Type.Optional(Type.String({ maxLength: FARM_TEXT_MAX }));
    } else {
      props[key] = Type.Optional(Type.Unsafe(valueSchema(field, invalidKey(decl, field))));
    }
  }
  return props;
}

const valueOut = (field: FieldDecl): TSchema => {
  if (field.kind === 'number') return Nullable(Type.Number());
  if (field.kind === 'integer' || field.kind === 'pond' || field.kind === 'item' || field.kind === 'person' || field.kind === 'trace') return Nullable(Type.Integer());
  return Nullable(Type.String());
};
const isRef = (field: FieldDecl) => field.kind === 'pond' || field.kind === 'item' || field.kind === 'person' || field.kind === 'trace';

/** The columns every row carries whatever its declaration, typed for the console that reads them. */
const ROW_COLUMNS = {
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  tenant_name: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  deleted_at: Nullable(Type.String({ format: 'date-time' })),
};

/** A stored row as every answer shows it: the fields, the names of what they reference, and the bookkeeping columns. */
export function rowSchemaOf(decl: ResourceDecl) {
  const { id, tenant_id, tenant_name, created_at, updated_at, deleted_at } = ROW_COLUMNS;
  const props: TProperties = { id, tenant_id, tenant_name };
  for (const field of decl.fields) {
    props[field.key] = valueOut(field);
    if (isRef(field)) props[refNameKey(field.key)] = Nullable(Type.String());
  }
  for (const key of Object.keys(decl.fixed ?? {})) props[key] = Type.String();
  if (decl.draws) props.item_unit = Nullable(Type.String());
  Object.assign(props, { created_at, updated_at, deleted_at });
  // The declared fields are known only at run time: the row's type is the bookkeeping columns and unknown values by key.
  return Type.Unsafe<FarmRow>(Type.Object(props, { additionalProperties: true }));
}

/** A row of any registry resource, as the console reads it: the bookkeeping columns typed, each declared field (and reference name) by its key. */
export type FarmRow = Static<TObject<typeof ROW_COLUMNS>> & Record<string, unknown>;

/** The management call's body and answer. */
export function manageSchemasOf(decl: ResourceDecl) {
  const row = rowSchemaOf(decl);
  return { body: ManageBody(filtersOf(decl), fieldsOf(decl)), row, searchResult: ManageSearchResult(row), result: ManageResult(row) };
}

export const isRefField = isRef;
