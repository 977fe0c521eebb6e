import type { Kysely } from 'kysely';
import type { RequestScope } from '../../auth/request-scope';
import type { DB } from '../../db/types';
import { hashPassword } from '../../auth/passwords';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { escapeLike } from '../../db/escape-like';
import { pageOf } from '../../core/paging';
import { ARTICLE_BODY_MAX_CHARS, type ArticleManageBody, type ArticleStateBody } from '../../../shared/contract/api/knowledge';
import { knowledgeClock } from './clock';
import { permalinkFrom } from './permalink';
import { renderArticle } from './render';
import * as repo from './repository';
import './messages';

type Body<T extends ArticleManageBody['type']> = Extract<ArticleManageBody, { type: T }>;
type Fields = Omit<Body<'add'>, 'type'>;
type Row = Awaited<ReturnType<typeof repo.articlesByIds>>[number];

/** The rows the manage calls act on: the caller's companies' articles (the platform admin: all). */
const visible = (scope: RequestScope) => scope.whereTenant('kb_articles.tenant_id');

export async function search(scope: RequestScope, body: Body<'search'>) {
  let base = repo.selectArticles(scope.db).where(visible(scope)).where('kb_articles.deleted_at', body.deleted ? 'is not' : 'is', null);
  if (body.category) base = base.where('kb_articles.category', '=', body.category);
  if (body.status) base = base.where('kb_articles.status', '=', body.status);
  const keyword = body.keyword?.trim();
  if (keyword) base = base.where('kb_articles.title', 'ilike', `%${escapeLike(keyword)}%`);
  return pageOf(base.orderBy('kb_articles.updated_at', 'desc').orderBy('kb_articles.id', 'desc'), body);
}

const findOne = async (db: Kysely<DB>, id: number, withBody = true) => {
  const row = await repo.selectArticles(db).select('kb_articles.body_json as body').where('kb_articles.id', '=', id).executeTakeFirstOrThrow();
  return withBody ? row : { ...row, body: undefined };
};

/** A live article of the caller's companies (404 otherwise, so another company's ids do not leak). */
export async function liveArticle(scope: RequestScope, id: number, trx: Kysely<DB> = scope.db): Promise<Row> {
  const [row] = await repo.articlesByIds(trx, [id], visible(scope));
  if (!row) throw notFound('knowledge_not_found');
  if (row.deleted_at) throw badRequest('knowledge_deleted');
  return row;
}

/** GET /articleManage/get: one article with its body, for the editor. */
export async function getOne(scope: RequestScope, id: number) {
  const row = await liveArticle(scope, id);
  return findOne(scope.db, row.id);
}

function rendered(body: Fields['body']) {
  if (JSON.stringify(body).length > ARTICLE_BODY_MAX_CHARS) throw badRequest('knowledge_body_too_large');
  return renderArticle(body);
}

const cleanTags = (tags: string[] | undefined) => (tags === undefined ? undefined : [...new Set(tags.map((t) => t.trim()).filter(Boolean))]);

/** The permalink asked for (409 when the company uses it), or one made from the title, numbered until free. */
async function choosePermalink(trx: Kysely<DB>, tenantId: number, asked: string | null | undefined, title: string, exceptId?: number) {
  if (asked) {
    if (await repo.permalinkTaken(trx, tenantId, asked, exceptId)) throw conflict('knowledge_permalink_taken', { permalink: asked });
    return asked;
  }
  const base = permalinkFrom(title);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.permalinkTaken(trx, tenantId, candidate, exceptId))) return candidate;
  }
}

/** The password columns for the fields given: a new password is hashed; leaving password visibility clears it. */
async function passwordOf(fields: Fields, stored: string | null) {
  const visibility = fields.visibility ?? 'public';
  if (visibility !== 'password') return null;
  if (fields.password) return hashPassword(fields.password);
  if (!stored) throw badRequest('knowledge_password_required');
  return stored;
}

/** A new article is a draft of the caller's company (the platform admin names one). */
export async function add(scope: RequestScope, body: Fields) {
  const tenantId = await scope.companyForNew(body.tenant_id);
  const title = body.title.trim();
  const view = rendered(body.body);
  const passwordHash = await passwordOf(body, null);
  return scope.db.transaction().execute(async (trx) => {
    const permalink = await choosePermalink(trx, tenantId, body.permalink, title);
    const { id } = await trx
      .insertInto('kb_articles')
      .values({
        tenant_id: tenantId,
        author_id: scope.user.id,
        title,
        permalink,
        category: body.category,
        tags: JSON.stringify(cleanTags(body.tags) ?? []),
        body_json: JSON.stringify(body.body),
        body_html: view.html,
        body_text: view.text,
        word_count: view.wordCount,
        visibility: body.visibility ?? 'public',
        password_hash: passwordHash,
        pinned: body.pinned ?? false,
        publish_at: body.publish_at ? new Date(body.publish_at) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return findOne(trx, id);
  });
}

/**
 * Saves the editor's fields. A draft stays a draft; a published or scheduled article keeps its
 * state (its company's editors hold 6004, the reviewing code); one waiting for review is frozen
 * until it is withdrawn, so the reviewer approves what was submitted.
 */
export async function update(scope: RequestScope, body: Body<'update'>) {
  const view = rendered(body.body);
  return scope.db.transaction().execute(async (trx) => {
    const row = await liveArticle(scope, body.id, trx);
    if (row.status === 'waiting_review') throw conflict('knowledge_not_editable');
    if (body.tenant_id !== undefined && body.tenant_id !== row.tenant_id) throw badRequest('knowledge_tenant_fixed');
    const title = body.title.trim();
    // Left out keeps the stored permalink; blank makes a new one from the title.
    const permalink = await choosePermalink(trx, row.tenant_id, body.permalink === undefined ? row.permalink : body.permalink, title, row.id);
    const publishAt = body.publish_at === undefined ? row.publish_at : body.publish_at === null ? null : new Date(body.publish_at);
    await trx
      .updateTable('kb_articles')
      .set({
        title,
        permalink,
        category: body.category,
        tags: JSON.stringify(cleanTags(body.tags) ?? (row.tags as string[])),
        body_json: JSON.stringify(body.body),
        body_html: view.html,
        body_text: view.text,
        word_count: view.wordCount,
        visibility: body.visibility ?? row.visibility,
        password_hash: await passwordOf({ ...body, visibility: body.visibility ?? (row.visibility as Fields['visibility']) }, row.password_hash),
        pinned: body.pinned ?? row.pinned,
        publish_at: publishAt,
        updated_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    return findOne(trx, row.id);
  });
}

/** To the recycle bin and back, all of `ids` or none. A restored permalink must still be free. */
export async function setDeleted(scope: RequestScope, ids: number[], deleted: boolean) {
  return scope.db.transaction().execute(async (trx) => {
    const rows = await repo.articlesByIds(trx, ids, visible(scope));
    const eligible = rows.filter((row) => (row.deleted_at === null) === deleted);
    if (eligible.length !== ids.length) throw notFound('knowledge_not_found');
    if (!deleted) {
      for (const row of eligible) {
        if (await repo.permalinkTaken(trx, row.tenant_id, row.permalink)) throw conflict('knowledge_permalink_taken', { permalink: row.permalink });
      }
    }
    await repo.setDeleted(trx, ids, deleted ? new Date() : null);
    return { ids };
  });
}

/** Which state each review step leaves from. */
const FROM: Record<ArticleStateBody['action'], readonly string[]> = {
  submit: ['draft'],
  approve: ['waiting_review'],
  reject: ['waiting_review'],
  withdraw: ['waiting_review', 'scheduled', 'published'],
};

/**
 * One review step (POST /articleManage/state). Approving publishes at once, or schedules the
 * article when its publish time is still ahead; approve and reject record who decided, when and why.
 */
export async function changeState(scope: RequestScope, body: ArticleStateBody) {
  return scope.db.transaction().execute(async (trx) => {
    const row = await liveArticle(scope, body.id, trx);
    if (!FROM[body.action].includes(row.status)) throw conflict('knowledge_bad_transition', { status: row.status });
    const now = knowledgeClock.now();
    const review = { reviewed_by: scope.user.id, reviewed_at: now, review_note: body.note?.trim() || null };
    const set =
      body.action === 'submit'
        ? { status: 'waiting_review' }
        : body.action === 'approve'
          ? row.publish_at && row.publish_at > now
            ? { status: 'scheduled', ...review }
            : { status: 'published', published_at: now, ...review }
          : body.action === 'reject'
            ? { status: 'draft', ...review }
            : { status: 'draft' };
    await trx.updateTable('kb_articles').set({ ...set, updated_at: new Date() }).where('id', '=', row.id).execute();
    return findOne(trx, row.id, false);
  });
}
