/**
 * The farm's resource registry: each production log, store and sale is declared once here (its
 * fields with types, units and rules in both languages, list columns, filters, form layout and
 * export columns). The server derives its schemas, management call and checks from it; the client
 * derives its list-and-form page and export from the same object (docs/decisions.md, issue 21).
 */
export interface Bilingual {
  zh: string;
  en: string;
}

/**
 * How a field is stored and entered:
 * - text / longtext: `text`; number: `double precision`; integer: `integer`;
 * - date: `text` 'YYYY-MM-DD'; time: `text` 'YYYY-MM-DD HH:mm' (the farm's wall-clock time, as
 *   entered; logs conflict per minute);
 * - pond, item, person, trace: an `integer` id of a pond (the breeding map's), a stock item,
 *   a supplier or customer, a traceability batch; the list shows the referenced name.
 * - choice: `text` among `choices`.
 */
export type FieldKind = 'text' | 'longtext' | 'number' | 'integer' | 'date' | 'time' | 'pond' | 'item' | 'person' | 'trace' | 'choice';

export interface FieldDecl {
  key: string;
  kind: FieldKind;
  label: Bilingual;
  unit?: string;
  required?: boolean;
  /** Range of a number or integer (inclusive). */
  min?: number;
  max?: number;
  /** Longest text; defaults to FARM_TEXT_MAX (longtext FARM_LONGTEXT_MAX). */
  maxLength?: number;
  choices?: readonly { value: string; label: Bilingual }[];
  /** The kind of item, or the role of person, a picker offers. */
  ref?: 'seed' | 'fodder' | 'medicine' | 'supplier' | 'customer';
  /** Kept by the server (an item's stock, a movement's balance): listed and exported, never sent. */
  readonly?: boolean;
}

/** A stock draw: the record takes `quantity` of `item` from stock in its own transaction. */
export interface DrawDecl {
  item: string;
  quantity: string;
}

export interface ResourceDecl {
  /** The operation log's resource word and the registry's key. */
  resource: string;
  /** The management call, e.g. '/feedingManage'. */
  path: string;
  table: string;
  label: Bilingual;
  /** Codes that may change rows (a ROUTE_ACCESS group); every farm code may search, for the pickers. */
  writes: readonly string[];
  fields: readonly FieldDecl[];
  /** Columns the server sets and the caller never chooses (items.kind). */
  fixed?: Readonly<Record<string, string>>;
  /** A production log: `pond_id` and `at` are its pond and time, and one pond's entries of this kind may not share a minute. */
  log?: boolean;
  draws?: DrawDecl;
  /** Keys shown in the list, in order. */
  list: readonly string[];
  /** Keys the search filters on: text contains, ids and choices equal, date/time between `<key>_from` and `<key>_to`. */
  filters: readonly string[];
  /** The form's rows of keys. */
  form: readonly (readonly string[])[];
  /** Keys of the .xlsx export, in order. */
  exportColumns: readonly string[];
}

export const FARM_TEXT_MAX = 100;
export const FARM_LONGTEXT_MAX = 1000;
/** Quantities, weights and prices: far above any farm's stock, far inside a double. */
export const FARM_QUANTITY_MAX = 1e9;

export const DATE_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
export const TIME_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]) ([01][0-9]|2[0-3]):[0-5][0-9]$';

/** The columns a list row carries for a reference field: its name (and an item's unit). */
export const refNameKey = (key: string) => `${key}_name`;

export const fieldOf = (decl: ResourceDecl, key: string): FieldDecl => {
  const field = decl.fields.find((f) => f.key === key);
  if (!field) throw new Error(`${decl.resource}: no field ${key}`);
  return field;
};

/** A registry declaration's own consistency: every key it lists is one of its fields. */
export function checkDecl(decl: ResourceDecl): void {
  for (const key of [...decl.list, ...decl.filters, ...decl.form.flat(), ...decl.exportColumns]) fieldOf(decl, key);
  if (decl.log) {
    if (fieldOf(decl, 'pond_id').kind !== 'pond' || fieldOf(decl, 'at').kind !== 'time') throw new Error(`${decl.resource}: a log needs pond_id and at`);
  }
  if (decl.draws) {
    if (fieldOf(decl, decl.draws.item).kind !== 'item') throw new Error(`${decl.resource}: draws from a non-item field`);
    fieldOf(decl, decl.draws.quantity);
  }
}
