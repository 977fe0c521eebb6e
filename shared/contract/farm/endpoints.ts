import { Type } from 'typebox';
import { endpoint, FILE_ANSWER } from '../endpoint';
import { manageEndpoint } from '../manage-body';
import { XLSX_MEDIA_TYPE } from '../media-types';
import type { ResourceDecl } from './registry';
import { filtersOf, manageSchemasOf } from './schemas';

function entriesOf(decl: ResourceDecl) {
  const { body, row } = manageSchemasOf(decl);
  return {
    /** POST <path>: the ManageBody convention; every farm code may search (the pickers), the declaration's `writes` change. */
    manage: manageEndpoint(decl.path, { body, row, access: 'farm' }),
    /** POST <path>/export: the filtered list as .xlsx (a POST, so the filters travel as the search's body). */
    export: endpoint({ method: 'POST', path: `${decl.path}/export`, body: Type.Object(filtersOf(decl)), data: FILE_ANSWER, produces: [XLSX_MEDIA_TYPE], access: 'farm' }),
  };
}

export type FarmEndpoints = ReturnType<typeof entriesOf>;

const MADE = new WeakMap<ResourceDecl, FarmEndpoints>();

/**
 * The contract entries of one registry resource, made from its declaration: the server mounts
 * its routes from them (server/modules/farm/registry/routes.ts) and the console calls them
 * (src/api/farm.ts), so the 14 resources' 28 calls are declared once, by their declarations.
 * Made once per declaration, so every caller holds the same entries.
 */
export function farmEndpoints(decl: ResourceDecl): FarmEndpoints {
  let entries = MADE.get(decl);
  if (!entries) {
    entries = entriesOf(decl);
    MADE.set(decl, entries);
  }
  return entries;
}
