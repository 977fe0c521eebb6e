import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type CompiledQuery, type DatabaseConnection, type QueryResult } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../db/types';
import { DEFAULT_PAGE_SIZE } from '../../shared/contract/paging';
import { pageOf } from './paging';

/** A database that records what it is asked and answers the count query with `n`, any other with two rows. */
function recordingDb() {
  const asked: CompiledQuery[] = [];
  class Recording extends DummyDriver {
    override async acquireConnection(): Promise<DatabaseConnection> {
      return {
        executeQuery: async <R>(query: CompiledQuery) => {
          asked.push(query);
          const rows = query.sql.includes('count(*)') ? [{ n: '41' }] : [{ id: 2 }, { id: 1 }];
          return { rows: rows as R[] } as QueryResult<R>;
        },
        streamQuery: async function* () {},
      };
    }
  }
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new Recording(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, asked };
}

describe('pageOf', () => {
  it('asks for the page in order and counts the same filter without order or limit', async () => {
    const { db, asked } = recordingDb();
    const query = db.selectFrom('companies').select(['id', 'name']).where('name', 'ilike', '%a%').orderBy('id', 'desc');
    const result = await pageOf(query, { page: 3, pageSize: 10 });
    expect(result).toEqual({ rows: [{ id: 2 }, { id: 1 }], total: 41 });
    const rows = asked.find((q) => !q.sql.includes('count(*)'))!;
    const count = asked.find((q) => q.sql.includes('count(*)'))!;
    expect(asked).toHaveLength(2);
    expect(rows.sql).toBe('select "id", "name" from "companies" where "name" ilike $1 order by "id" desc limit $2 offset $3');
    expect(rows.parameters).toEqual(['%a%', 10, 20]);
    expect(count.sql).toBe('select count(*) as "n" from "companies" where "name" ilike $1');
  });

  it('starts at the first page of the default size', async () => {
    const { db, asked } = recordingDb();
    await pageOf(db.selectFrom('companies').select('id').orderBy('id'), {});
    const rows = asked.find((q) => !q.sql.includes('count(*)'))!;
    expect(rows.parameters).toEqual([DEFAULT_PAGE_SIZE, 0]);
  });
});
