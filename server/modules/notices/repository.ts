import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import { escapeLike } from '../../db/escape-like';
import type { MyNotice, NoticeRow } from '../../../shared/contract/api/notices';

declare module '../../db/types' {
  interface DB {
    notices: {
      id: Serial;
      title: string;
      content: string;
      all_companies: boolean;
      author_id: number | null;
      author_name: string;
      created_at: Timestamp;
    };
    notice_companies: { notice_id: number; company_id: number };
    notice_reads: { notice_id: number; user_id: number; read_at: Timestamp };
  }
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Which notices a caller gets, as the scope's where-clauses: `company` over
 * notice_companies.company_id (whereTenant for the list, whereOwnCompany for a reader's bell),
 * and `everything` (whereSeesEveryCompany) keeping every notice for the list of the platform admin.
 */
export interface NoticeReach {
  company: Expression<SqlBool>;
  everything?: Expression<SqlBool>;
}

/** Notices for everyone, addressed to a company passing `reach.company`, or all of them with `reach.everything`. */
function addressedWithin({ company, everything }: NoticeReach) {
  return (eb: ExpressionBuilder<DB, 'notices'>): Expression<SqlBool> =>
    eb.or([
      ...(everything ? [everything] : []),
      eb('notices.all_companies', '=', true),
      eb.exists(
        eb
          .selectFrom('notice_companies')
          .select('notice_companies.notice_id')
          .whereRef('notice_companies.notice_id', '=', 'notices.id')
          .where(company),
      ),
    ]);
}

export async function listNotices(
  db: Kysely<DB>,
  visible: NoticeReach,
  filter: { keyword?: string; offset: number; limit: number },
): Promise<{ rows: NoticeRow[]; total: number }> {
  let base = db.selectFrom('notices').where(addressedWithin(visible));
  if (filter.keyword) base = base.where('notices.title', 'ilike', `%${escapeLike(filter.keyword)}%`);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'title', 'content', 'all_companies', 'author_name', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const targets = await targetsOf(db, rows.map((r) => r.id), visible.company);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      all: r.all_companies,
      companies: targets.get(r.id) ?? [],
      author_name: r.author_name,
      created_at: iso(r.created_at),
    })),
    total: Number(count.n),
  };
}

/** The visible target companies of each notice (`visibleCompany` over notice_companies.company_id). */
async function targetsOf(db: Kysely<DB>, ids: number[], visibleCompany: Expression<SqlBool>) {
  const byNotice = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return byNotice;
  const query = db
    .selectFrom('notice_companies')
    .innerJoin('companies', 'companies.id', 'notice_companies.company_id')
    .select(['notice_companies.notice_id', 'companies.id', 'companies.name'])
    .where('notice_companies.notice_id', 'in', ids)
    .where(visibleCompany);
  for (const row of await query.orderBy('companies.id').execute()) {
    const list = byNotice.get(row.notice_id) ?? [];
    list.push({ id: row.id, name: row.name });
    byNotice.set(row.notice_id, list);
  }
  return byNotice;
}

export async function existingCompanyIds(db: Kysely<DB>, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('companies').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export async function insertNotice(
  db: Kysely<DB>,
  values: { title: string; content: string; all: boolean; companyIds: number[]; authorId: number | null; authorName: string },
): Promise<number> {
  const { id } = await db
    .insertInto('notices')
    .values({
      title: values.title,
      content: values.content,
      all_companies: values.all,
      author_id: values.authorId,
      author_name: values.authorName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!values.all && values.companyIds.length > 0) {
    await db.insertInto('notice_companies').values(values.companyIds.map((company_id) => ({ notice_id: id, company_id }))).execute();
  }
  // The author has read what it wrote; its own bell does not count it. The platform (no author) has no bell.
  if (values.authorId !== null) await db.insertInto('notice_reads').values({ notice_id: id, user_id: values.authorId }).execute();
  return id;
}

export async function deleteNotices(db: Kysely<DB>, ids: number[]): Promise<number> {
  const result = await db.deleteFrom('notices').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The reader's notices, newest first, each with its read mark, and the unread count of all of them. */
/** Who reads notices: a user, and the companies whose notices are addressed to it. */
export interface NoticeReader {
  userId: number;
  reach: NoticeReach;
}

export async function noticesFor(db: Kysely<DB>, reader: NoticeReader, limit: number) {
  const base = db
    .selectFrom('notices')
    .leftJoin('notice_reads', (join) =>
      join.onRef('notice_reads.notice_id', '=', 'notices.id').on('notice_reads.user_id', '=', reader.userId),
    )
    .where(addressedWithin(reader.reach));
  const [rows, unread] = await Promise.all([
    base
      .select(['notices.id', 'notices.title', 'notices.content', 'notices.author_name', 'notices.created_at', 'notice_reads.read_at'])
      .orderBy('notices.created_at', 'desc')
      .orderBy('notices.id', 'desc')
      .limit(limit)
      .execute(),
    base
      .where('notice_reads.read_at', 'is', null)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const mine: MyNotice[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    author_name: r.author_name,
    created_at: iso(r.created_at),
    read: r.read_at !== null,
  }));
  return { rows: mine, unread: Number(unread.n) };
}

/** Marks the given notices (or all) read for the reader, among the ones addressed to it. */
export async function markRead(db: Kysely<DB>, reader: NoticeReader, ids: number[] | 'all') {
  let visible = db.selectFrom('notices').select('notices.id').where(addressedWithin(reader.reach));
  if (ids !== 'all') visible = visible.where('notices.id', 'in', ids);
  const result = await db
    .insertInto('notice_reads')
    .columns(['notice_id', 'user_id'])
    .expression(visible.select(sql<number>`${reader.userId}::integer`.as('user_id')))
    .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
