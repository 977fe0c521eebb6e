import type { Expression, SqlBool } from 'kysely';
import type { EndpointSpec } from '../../../shared/contract/endpoint';
import type { OpResource } from '../../../shared/contract/op-vocabulary';
import type { RequestScope } from '../../auth/request-scope';
import type { Lang } from '../../i18n/messages';
import type { AnyBuilder, AnyDb, AnySelect, Row } from './untyped';

type Words = Record<Lang, string>;
type Input = Record<string, unknown>;

/** What the write hooks get: the scope, the write's transaction and the row's company. */
export interface WriteContext {
  scope: RequestScope;
  trx: AnyDb;
  tenantId: number;
}

/**
 * One CRUD resource on the `/xxxManage` kit (docs/architecture.md, "Adding a CRUD resource"): its
 * contract entry, table and columns give the route and its service; what is special about it is a
 * hook, not a copy of the service.
 */
export interface CrudResource {
  /** The contract entry (`manageEndpoint(...)`): path, body, row, readers' codes. */
  entry: EndpointSpec;
  /** The table; it has `id`, `tenant_id`, `created_at`, `updated_at` and, with `bin`, `deleted_at`. */
  table: string;
  /** The columns an add or update writes, from the body's fields of the same names; strings are trimmed, blank is null. */
  columns: readonly string[];
  /** The columns a search's `keyword` matches (ilike, wildcards escaped). */
  keyword?: readonly string[];
  /** Body filters of a search that are equal to a column (`{ product_id: 'product_id' }`). */
  filters?: Readonly<Record<string, string>>;
  /** Deleted rows go to the recycle bin (`deleted_at`), listed by `search` with `deleted: true` and brought back by `restore`. */
  bin: boolean;
  /** A column unique among a company's live rows: 409 with `message` ({value} the value) when taken. */
  unique?: { column: string; message: string };
  /** Codes a write needs beyond the entry's readers' codes (readers may search but not write). */
  writes?: readonly string[];
  /** The resource's noun in both languages: the kit's messages name it ("Product not found"). */
  noun: Words;
  /** The message keys' prefix (`products` gives `products_not_found`); the table's name when left out. */
  prefix?: string;
  /** The resource's own messages (the contract's x-message keys...), and any of the kit's it words otherwise. */
  messages?: Record<string, Words>;
  /** The operation log's resource and the column that names a row. */
  oplog: { resource: OpResource; name: string };
  /** The row each answer shows (from the table by its own name, no alias): its columns and its company's name (`tenant_name`) by default. */
  select?: (db: AnyDb) => AnySelect;
  /** Checks or completes a row's values before it is written (`prev` the stored row on update); throws to refuse. */
  beforeWrite?: (ctx: WriteContext, values: Input, prev: Row | null) => Promise<void>;
  /** Extra search conditions the declared filters cannot say. */
  where?: (eb: AnyBuilder, search: Input) => Expression<SqlBool> | undefined;
  /**
   * A body that makes a valid add for the tests that walk every declared resource
   * (tests/api/crud-resources.test.ts); the company is the caller's own.
   */
  example: Input;
}

/** Declares a resource: `server/modules/resources/<name>.ts` default-exports one and is mounted with no other line. */
export function crudResource<const D extends CrudResource>(decl: D): D {
  return decl;
}

/** The message keys' prefix of a resource. */
export const prefixOf = (decl: CrudResource) => decl.prefix ?? decl.table;
