import { sql, type Expression, type SqlBool } from 'kysely';
import type { RequestScope } from '../../auth/request-scope';
import { verifyPassword } from '../../auth/passwords';
import { forbidden, notFound } from '../../http/app-error';
import { escapeLike } from '../../db/escape-like';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract/paging';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import type { ArticleListQuery, ArticleSummary, ArticleView } from '../../../shared/contract/api/knowledge';
import { knowledgeClock } from './clock';
import { excerptOf, renderArticle } from './render';
import * as repo from './repository';
import { liveArticle } from './manage-service';
import './messages';

/** How many pinned articles the home page shows. */
export const PINNED_MAX = 5;

/**
 * What a reader may open: public and password articles of every company (the password is asked
 * for the body), private ones only by their author and their company's editors (6004).
 */
function readable(scope: RequestScope): Expression<SqlBool> {
  return sql<boolean>`(kb_articles.visibility <> 'private' or kb_articles.author_id = ${scope.user.id} or (${sql.lit(scope.holds(ROUTE_ACCESS.knowledge))} and ${scope.whereTenant('kb_articles.tenant_id')}))`;
}

/** Published, live and readable; due scheduled articles are published first (an idempotent UPDATE). */
async function published(scope: RequestScope) {
  await repo.publishDue(scope.db, knowledgeClock.now());
  return repo
    .selectArticles(scope.db)
    .select(['kb_articles.body_text'])
    .where('kb_articles.status', '=', 'published')
    .where('kb_articles.deleted_at', 'is', null)
    .where(readable(scope));
}

type Listed = Awaited<ReturnType<Awaited<ReturnType<typeof published>>['execute']>>[number];

const summaryOf = (row: Listed): ArticleSummary => ({
  id: row.id,
  title: row.title,
  permalink: row.permalink,
  category: row.category as ArticleSummary['category'],
  tags: row.tags as string[],
  visibility: row.visibility as ArticleSummary['visibility'],
  pinned: row.pinned,
  tenant_name: row.tenant_name,
  author_name: row.author_name,
  published_at: row.published_at ? row.published_at.toISOString() : null,
  word_count: row.word_count,
  excerpt: row.visibility === 'password' ? '' : excerptOf(row.body_text),
});

/**
 * GET /articles/list: a page of what the reader may open, newest first, pinned ones on top.
 * The keyword is matched (ILIKE) in the title and the stored plain text, which works for Chinese
 * and English alike; a password article is found by its title only, so its body does not leak.
 */
export async function list(scope: RequestScope, query: ArticleListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  let base = await published(scope);
  if (query.category) base = base.where('kb_articles.category', '=', query.category);
  const tag = query.tag?.trim();
  if (tag) base = base.where(sql<boolean>`kb_articles.tags @> ${JSON.stringify([tag])}::jsonb`);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    base = base.where((eb) => eb.or([eb('kb_articles.title', 'ilike', like), eb.and([eb('kb_articles.visibility', '<>', 'password'), eb('kb_articles.body_text', 'ilike', like)])]));
  }
  const [rows, total] = await Promise.all([
    base.orderBy('kb_articles.pinned', 'desc').orderBy('kb_articles.published_at', 'desc').orderBy('kb_articles.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(summaryOf), total: Number(total.n) };
}

/** GET /articles/pinned: the home page's panel. */
export async function pinned(scope: RequestScope) {
  const rows = await (await published(scope)).where('kb_articles.pinned', '=', true).orderBy('kb_articles.published_at', 'desc').limit(PINNED_MAX).execute();
  return rows.map(summaryOf);
}

/** GET /articles/tags: the tags in use among what the caller reads or edits, for filters and the editor. */
export async function tags(scope: RequestScope, category?: string) {
  let query = scope.db
    .selectFrom('kb_articles')
    .select(sql<string>`jsonb_array_elements_text(kb_articles.tags)`.as('tag'))
    .where('kb_articles.deleted_at', 'is', null)
    .where((eb) => eb.or([eb.and([eb('kb_articles.status', '=', 'published'), readable(scope)]), scope.holds(ROUTE_ACCESS.knowledge) ? scope.whereTenant('kb_articles.tenant_id') : sql<boolean>`false`]));
  if (category) query = query.where('kb_articles.category', '=', category);
  const rows = await scope.db.selectFrom(query.as('t')).select('t.tag').distinct().orderBy('t.tag').limit(200).execute();
  return rows.map((r) => r.tag);
}

function viewOf(row: Listed & { body_json: unknown }, locked: boolean): ArticleView {
  const rendered = locked ? { html: '', toc: [] } : renderArticle(row.body_json);
  return { ...summaryOf(row), status: row.status as ArticleView['status'], locked, html: rendered.html, toc: rendered.toc };
}

/**
 * POST /articles/read: a published article for a reader. A password article answers `locked`
 * without its body until the right password comes along (checked here against the stored hash;
 * 403 when wrong). The HTML is rendered from the stored document through the sanitiser each time,
 * so a sanitiser fix also covers old articles.
 */
export async function read(scope: RequestScope, id: number, password?: string) {
  const base = await published(scope);
  const row = await base.select(['kb_articles.body_json', 'kb_articles.password_hash']).where('kb_articles.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('knowledge_not_found');
  if (row.visibility === 'password') {
    if (password === undefined) return viewOf(row, true);
    if (!row.password_hash || !(await verifyPassword(password, row.password_hash))) throw forbidden('knowledge_password_wrong');
  }
  return viewOf(row, false);
}

/** GET /articleManage/preview: the company's own article in any state, exactly as readers will see it. */
export async function preview(scope: RequestScope, id: number) {
  const article = await liveArticle(scope, id);
  const row = await repo.selectArticles(scope.db).select(['kb_articles.body_text', 'kb_articles.body_json']).where('kb_articles.id', '=', article.id).executeTakeFirstOrThrow();
  return viewOf(row, false);
}
