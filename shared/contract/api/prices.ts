import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { ManageBody, manageEndpoint, ManageResult, ManageSearchResult } from '../manage-body';
import { Id, Nullable } from '../schema-bounds';

/**
 * Market price lists (spec section 1 "price lists", 3007 price trend, POST /priceProduct) and their
 * management (POST /priceManage) and import (POST /priceManage/import, a .csv or .xlsx file).
 */
export const PRICE_LIMITS = { product: 50, variety: 50, market: 100, unit: 20, source: 100, keyword: 50 } as const;
/** A price is per unit in yuan: far above any farm product, far inside a double. */
export const PRICE_MAX = 10_000_000;
export const PRICE_DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** The longest range one trend call reads: three years of weekly prices per series stays small. */
export const PRICE_RANGE_MAX_DAYS = 1100;
/** An import holds at most this many rows and bytes (two years of weekly prices of 40 series). */
export const PRICE_IMPORT_MAX_ROWS = 5000;
export const PRICE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** The import's columns in file order; the header row may use these keys or the labels below. */
export const PRICE_COLUMNS = ['product', 'variety', 'market', 'unit', 'price', 'date', 'source'] as const;
export type PriceColumn = (typeof PRICE_COLUMNS)[number];
/** Header labels a file may use for each column, in either language. */
export const PRICE_COLUMN_LABELS: Record<PriceColumn, { 'zh-CN': string; 'en-US': string }> = {
  product: { 'zh-CN': '产品', 'en-US': 'Product' },
  variety: { 'zh-CN': '品种', 'en-US': 'Variety' },
  market: { 'zh-CN': '市场', 'en-US': 'Market' },
  unit: { 'zh-CN': '单位', 'en-US': 'Unit' },
  price: { 'zh-CN': '价格', 'en-US': 'Price' },
  date: { 'zh-CN': '日期', 'en-US': 'Date' },
  source: { 'zh-CN': '来源', 'en-US': 'Source' },
};

const Required = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
const Optional = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));
const Day = (options: Record<string, unknown> = {}) => Type.String({ format: 'date', pattern: PRICE_DAY_PATTERN, ...options });

export const PriceFields = {
  product: Required(PRICE_LIMITS.product),
  variety: Optional(PRICE_LIMITS.variety),
  market: Required(PRICE_LIMITS.market),
  unit: Required(PRICE_LIMITS.unit),
  price: Type.Number({ exclusiveMinimum: 0, maximum: PRICE_MAX }),
  date: Day({ description: 'the day the price was quoted, YYYY-MM-DD' }),
  source: Optional(PRICE_LIMITS.source),
  tenant_id: Type.Optional(Id({ description: "the row's company: the caller's own by default; the platform admin must choose; fixed once added" })),
};

export const PriceSearchFilters = {
  keyword: Type.Optional(Type.String({ maxLength: PRICE_LIMITS.keyword, description: 'part of the product, variety or market' })),
  tenant_id: Type.Optional(Id()),
  start: Type.Optional(Day()),
  end: Type.Optional(Day()),
};

/** POST /priceManage. */
export const PriceManageBodySchema = ManageBody(PriceSearchFilters, PriceFields);
export type PriceManageBody = Static<typeof PriceManageBodySchema>;

export const PriceRowSchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  tenant_name: Nullable(Type.String()),
  product: Type.String(),
  variety: Nullable(Type.String()),
  market: Type.String(),
  unit: Type.String(),
  price: Type.Number(),
  date: Type.String(),
  source: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  deleted_at: Nullable(Type.String({ format: 'date-time' })),
});
export type PriceRow = Static<typeof PriceRowSchema>;
export const PriceSearchResultSchema = ManageSearchResult(PriceRowSchema);
export const PriceManageResultSchema = ManageResult(PriceRowSchema);

/** POST /priceProduct (spec section 7): the caller's price rows in a range, with trends per product and market. */
export const PriceProductBodySchema = Type.Object({
  user_id: Type.Optional(Id({ description: 'legacy: the platform admin may view as this user; ignored for anyone else' })),
  start: Day(),
  end: Day(),
  product: Type.Optional(Type.String({ maxLength: PRICE_LIMITS.product })),
  market: Type.Optional(Type.String({ maxLength: PRICE_LIMITS.market })),
});
export type PriceProductBody = Static<typeof PriceProductBodySchema>;

/** One price of a series, with its change against the previous price and the price a year before (percent; null without one). */
export const PricePointSchema = Type.Object({
  date: Type.String(),
  price: Type.Number(),
  sequential: Nullable(Type.Number()),
  yoy: Nullable(Type.Number()),
});
export type PricePoint = Static<typeof PricePointSchema>;

/** The prices of one product at one market over the range, oldest first (a day's several rows averaged). */
export const PriceSeriesSchema = Type.Object({
  product: Type.String(),
  market: Type.String(),
  unit: Type.String(),
  points: Type.Array(PricePointSchema),
});
export type PriceSeries = Static<typeof PriceSeriesSchema>;

export const PriceProductResultSchema = Type.Object({
  rows: Type.Array(PriceRowSchema),
  series: Type.Array(PriceSeriesSchema),
  /** Rows beyond PRICE_IMPORT_MAX_ROWS are left out of `rows` (never out of `series`). */
  truncated: Type.Boolean(),
});
export type PriceProductResult = Static<typeof PriceProductResultSchema>;

/** POST /priceManage/import?confirm=&tenant_id= (multipart, the file in field `file`). */
export const PriceImportQuerySchema = Type.Object({
  confirm: Type.Optional(Type.Boolean({ description: 'write the rows (all or none); without it the call only previews' })),
  tenant_id: Type.Optional(Id({ description: "the rows' company: the caller's own by default; the platform admin must choose" })),
});
export type PriceImportQuery = Static<typeof PriceImportQuerySchema>;

export const PriceImportErrorSchema = Type.Object({
  /** The row number as a spreadsheet shows it (the header is row 1). */
  row: Type.Integer(),
  field: Nullable(Type.String()),
  message: Type.String(),
});
export type PriceImportError = Static<typeof PriceImportErrorSchema>;

export const PriceImportRowSchema = Type.Object({
  row: Type.Integer(),
  product: Type.String(),
  variety: Nullable(Type.String()),
  market: Type.String(),
  unit: Type.String(),
  price: Nullable(Type.Number()),
  date: Type.String(),
  source: Nullable(Type.String()),
});
export type PriceImportRow = Static<typeof PriceImportRowSchema>;

export const PriceImportResultSchema = Type.Object({
  rows: Type.Array(PriceImportRowSchema),
  errors: Type.Array(PriceImportErrorSchema),
  /** How many rows were written: 0 for a preview or when any row is bad. */
  written: Type.Integer({ minimum: 0 }),
});
export type PriceImportResult = Static<typeof PriceImportResultSchema>;

/** The price calls: the trend for readers (3007, the screens' 11), the rows and their import for 3007. */
export const PRICE_ENDPOINTS = {
  product: endpoint({ method: 'POST', path: '/priceProduct', body: PriceProductBodySchema, data: PriceProductResultSchema, access: 'pricesRead' }),
  manage: manageEndpoint('/priceManage', { body: PriceManageBodySchema, row: PriceRowSchema, access: 'prices' }),
  import: endpoint({ method: 'POST', path: '/priceManage/import', query: PriceImportQuerySchema, data: PriceImportResultSchema, access: 'prices', upload: true }),
};
