import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { ActionBody } from './action-body';
import { endpoint } from './endpoint';
import type { RouteGroup } from './access-catalogue';
import { Id, Page } from './schema-bounds';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_MAX } from './paging';

/**
 * The body of the spec's `/xxxManage` POSTs (/productManage, /inventoryManage, /traceManage and the
 * modules after them): one path per resource, the operation in `type`.
 *
 * - `search`: paging, the resource's filters, and `deleted: true` to list its recycle bin;
 *   answers `{ rows, total }` (ManageSearchResult).
 * - `add`: the resource's fields; answers the stored row.
 * - `update`: `id` and the resource's fields; answers the stored row.
 * - `delete`: `ids`; moves them to the recycle bin (or removes them where a resource is not
 *   recoverable); answers `{ ids }` of what it removed.
 * - `restore`: `ids` from the recycle bin; answers `{ ids }`.
 *
 * Each shape is checked on its own (ActionBody's if/then), so a bad field of an `add` is reported
 * as that field, in the caller's language, and nothing is written.
 */
export function ManageBody<Search extends TProperties, Fields extends TProperties>(search: Search, fields: Fields) {
  return ActionBody('type', {
    search: Type.Object({ ...ManagePaging, deleted: Type.Optional(Type.Boolean()), ...search }),
    add: Type.Object(fields),
    update: Type.Object({ id: Id(), ...fields }),
    delete: Type.Object(ManageIds),
    restore: Type.Object(ManageIds),
  });
}

export const MANAGE_TYPES = ['search', 'add', 'update', 'delete', 'restore'] as const;
export type ManageType = (typeof MANAGE_TYPES)[number];

/** Paging of a `search`. */
export const ManagePaging = {
  page: Type.Optional(Page()),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: DEFAULT_PAGE_SIZE })),
};

/** The rows a `delete` or `restore` acts on: at least one, at most one page's worth, no repeats. */
export const ManageIds = { ids: Type.Array(Id(), { minItems: 1, maxItems: PAGE_SIZE_MAX, uniqueItems: true }) };
export const ManageIdsResultSchema = Type.Object(ManageIds);
export type ManageIdsResult = Static<typeof ManageIdsResultSchema>;

/** What a `search` answers. */
export const ManageSearchResult = <T extends TSchema>(row: T) => Type.Object({ rows: Type.Array(row), total: Type.Integer({ minimum: 0 }) });

/**
 * Every answer a manage call can give: a page of rows (or the resource's own search answer, where
 * it carries more than rows and total), one row, or the ids it acted on.
 */
export const ManageResult = <T extends TSchema, S extends TSchema = ReturnType<typeof ManageSearchResult<T>>>(row: T, search?: S) =>
  Type.Union([search ?? (ManageSearchResult(row) as TSchema as S), row, ManageIdsResultSchema]);

/**
 * The contract entry of a `/xxxManage` POST: its body (ManageBody), its row (what search lists
 * and add and update answer), its readers' route group and, where a search answers more than a
 * page of rows (the inventory's remaining stock), that answer's schema. The console calls it
 * through `manage(entry)` (src/api/manage.ts), typed per operation.
 */
export function manageEndpoint<const P extends string, B extends TSchema, R extends TSchema, const G extends RouteGroup | { codes: readonly string[] }, S extends TSchema = ReturnType<typeof ManageSearchResult<R>>>(
  path: P,
  spec: { body: B; row: R; access: G; search?: S },
) {
  const search = spec.search ?? (ManageSearchResult(spec.row) as TSchema as S);
  return endpoint({ method: 'POST', path, body: spec.body, data: ManageResult(spec.row, search), access: spec.access, row: spec.row, search });
}

/** The operation-log action of each mutating type; `search` only reads. */
export const MANAGE_OPLOG_ACTIONS = { add: 'create', update: 'update', delete: 'delete', restore: 'restore' } as const;
