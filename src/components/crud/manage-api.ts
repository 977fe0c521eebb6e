import type { TSchema } from 'typebox';
import type { EndpointSpec } from '../../../shared/contract/endpoint';
import { manage } from '../../api/manage';
import type { CrudApi } from './crud-decl';

type ManageEntry = EndpointSpec & { method: 'POST'; body: TSchema; row: TSchema };

/**
 * A `/xxxManage` entry's calls as a CrudPage makes them: search sends the filters, the page and
 * (with a recycle bin) `deleted`; update sends the row's id with the input; delete and restore the ids.
 * The body's shape is the entry's (the server checks it against the same schema).
 */
export function manageApi<R extends { id: number }>(entry: ManageEntry, { bin = false } = {}): CrudApi<R> {
  const ops = manage(entry) as unknown as {
    search(query: object, options: object): Promise<{ rows: R[]; total: number }>;
    add(input: object): Promise<unknown>;
    update(input: object): Promise<unknown>;
    remove(ids: number[]): Promise<unknown>;
    restore(ids: number[]): Promise<unknown>;
  };
  return {
    search: ({ filter, page, pageSize, deleted }, options) => ops.search({ ...filter, page, pageSize, ...(bin ? { deleted } : {}) }, options),
    add: (input) => ops.add(input),
    update: (row, input) => ops.update({ id: row.id, ...input }),
    remove: (rows) => ops.remove(rows.map((r) => r.id)),
    restore: (rows) => ops.restore(rows.map((r) => r.id)),
  };
}
