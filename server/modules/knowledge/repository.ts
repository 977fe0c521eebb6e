import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import '../../db/core-tables';
import './tables';

export type Db = Kysely<DB> | Transaction<DB>;

/** Articles with their company, author and reviewer names; the body only where asked. */
export function selectArticles(db: Db) {
  return db
    .selectFrom('kb_articles')
    .leftJoin('companies', 'companies.id', 'kb_articles.tenant_id')
    .leftJoin('users as author', 'author.id', 'kb_articles.author_id')
    .leftJoin('users as reviewer', 'reviewer.id', 'kb_articles.reviewed_by')
    .select([
      'kb_articles.id',
      'kb_articles.tenant_id',
      'companies.name as tenant_name',
      'kb_articles.author_id',
      sql<string | null>`coalesce(author.real_name, author.user_name)`.as('author_name'),
      'kb_articles.title',
      'kb_articles.permalink',
      'kb_articles.category',
      'kb_articles.tags',
      'kb_articles.status',
      'kb_articles.visibility',
      sql<boolean>`kb_articles.password_hash is not null`.as('has_password'),
      'kb_articles.pinned',
      'kb_articles.publish_at',
      'kb_articles.published_at',
      'kb_articles.word_count',
      sql<string | null>`coalesce(reviewer.real_name, reviewer.user_name)`.as('reviewed_by_name'),
      'kb_articles.reviewed_at',
      'kb_articles.review_note',
      'kb_articles.created_at',
      'kb_articles.updated_at',
      'kb_articles.deleted_at',
    ]);
}

/** Articles by id that `visible` lets through, live or deleted, with every stored column. */
export function articlesByIds(db: Db, ids: number[], visible: Expression<SqlBool>) {
  return db.selectFrom('kb_articles').selectAll().where('id', 'in', ids).where(visible).execute();
}

/** Whether a live article of the company already has this permalink. */
export async function permalinkTaken(db: Db, tenantId: number, permalink: string, exceptId?: number) {
  let query = db.selectFrom('kb_articles').select('id').where('tenant_id', '=', tenantId).where('permalink', '=', permalink).where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function setDeleted(db: Db, ids: number[], deletedAt: Date | null) {
  return db.updateTable('kb_articles').set({ deleted_at: deletedAt, updated_at: new Date() }).where('id', 'in', ids).execute();
}

/**
 * Publishes every scheduled article whose time has come, as ONE conditional UPDATE: a row leaves
 * 'scheduled' once, so with several API instances (or a job and a reader racing) each article is
 * published exactly once, by whoever's statement reaches it first. Answers the ids it published.
 */
export async function publishDue(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .updateTable('kb_articles')
    .set({ status: 'published', published_at: sql<Date>`publish_at`, updated_at: now })
    .where('status', '=', 'scheduled')
    .where('publish_at', '<=', now)
    .where('deleted_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Whether an article (in the recycle bin too, it may come back) names the image in its body. */
export async function imageInUse(db: Db, imgName: string) {
  const row = await db
    .selectFrom('kb_articles')
    .select('id')
    .where(sql<boolean>`position(${imgName} in body_json::text) > 0`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
