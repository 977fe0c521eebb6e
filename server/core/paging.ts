import type { SelectQueryBuilder } from 'kysely';
import { DEFAULT_PAGE_SIZE } from '../../shared/contract/paging';

/** What a search asks for: the page (from 1) and its size, both optional. */
export interface PageRequest {
  page?: number;
  pageSize?: number;
}

/**
 * One page of an ordered search and the number of rows it has in all, as every list answers them
 * (`{ rows, total }`). The count is the same query without its selection and order, so a filter
 * is written once and the total always matches the rows. A query that groups rows counts groups
 * per row and needs its own count.
 */
export async function pageOf<DB, TB extends keyof DB, O>(ordered: SelectQueryBuilder<DB, TB, O>, request: PageRequest): Promise<{ rows: O[]; total: number }> {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
  const counted = ordered.clearOrderBy().clearSelect().select((eb) => eb.fn.countAll<number>().as('n'));
  const [rows, total] = await Promise.all([ordered.limit(pageSize).offset((page - 1) * pageSize).execute(), counted.executeTakeFirstOrThrow()]);
  return { rows, total: Number((total as { n: number | string | bigint }).n) };
}
