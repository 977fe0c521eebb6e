import { readdir } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { RequestScope } from '../../auth/request-scope';
import type { DB } from '../../db/types';
import type { CrudResource } from '../../http/crud-resource/declaration';
import { crudRoute } from '../../http/crud-resource/route';
import { crudService } from '../../http/crud-resource/service';
import { untyped } from '../../http/crud-resource/untyped';
import products from './products';

const HERE = new URL('./', import.meta.url);
/** A declaration file: every `.ts` here but this one and tests. */
const isDeclaration = (file: string) => /^[a-z0-9-]+\.ts$/.test(file) && file !== 'index.ts';

/**
 * Every resource declared on the CRUD kit, one file each in this folder (default export
 * `crudResource({...})`), in file order: a new file is a new `/xxxManage` route with no other
 * line to write (docs/architecture.md, "Adding a CRUD resource"; tests/api/crud-resources.test.ts
 * walks them all).
 */
export async function declaredResources(): Promise<CrudResource[]> {
  const files = (await readdir(HERE)).filter(isDeclaration).sort();
  return Promise.all(
    files.map(async (file) => {
      const decl = ((await import(new URL(file, HERE).href)) as { default?: CrudResource }).default;
      if (!decl?.entry || !decl.table) throw new Error(`server/modules/resources/${file} does not default-export crudResource({...})`);
      return decl;
    }),
  );
}

/** Mounts every declared resource's route. Needs app.database and the session plugin. */
export const resourcesModule: FastifyPluginAsync = async (app) => {
  for (const decl of await declaredResources()) await app.register(crudRoute(decl));
};

/**
 * A live product the caller sees, for the modules that pick from the catalogue (inventory,
 * tracing): 404 when it does not exist or belongs to a company the caller does not see (no
 * existence leak), 400 when it is in the recycle bin. Pass `trx` inside a transaction.
 */
export async function productForScope(scope: RequestScope, id: number, trx: Kysely<DB> = scope.db) {
  return (await crudService(products).liveRow(scope, id, untyped(trx))) as Selectable<DB['products']>;
}
