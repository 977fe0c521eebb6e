import { registerSeedStep } from '../../db/seed';
import { SEED_COMPANIES } from '../../db/seed-data';
import { permalinkFrom } from './permalink';
import { renderArticle } from './render';
import { SEED_ARTICLES } from './seed-articles';
import './tables';

// The demo articles, published by the agent (who edits both demo companies' knowledge), in the seed transaction.
registerSeedStep(async (trx) => {
  const companies = await trx.selectFrom('companies').select(['id', 'name']).execute();
  const author = await trx.selectFrom('users').select('id').where('user_name', '=', 'agent').executeTakeFirst();
  const idOf = (key: string) => companies.find((c) => c.name === SEED_COMPANIES.find((s) => s.key === key)?.name)?.id;
  const now = Date.now();
  const rows = SEED_ARTICLES.flatMap((article, i) => {
    const tenantId = idOf(article.company);
    if (tenantId === undefined) return [];
    const view = renderArticle(article.body);
    const at = new Date(now - (SEED_ARTICLES.length - i) * 86_400_000);
    return [{
      tenant_id: tenantId,
      author_id: author?.id ?? null,
      title: article.title,
      permalink: permalinkFrom(article.title),
      category: article.category,
      tags: JSON.stringify(article.tags),
      body_json: JSON.stringify(article.body),
      body_html: view.html,
      body_text: view.text,
      word_count: view.wordCount,
      status: 'published',
      visibility: 'public',
      pinned: article.pinned,
      published_at: at,
      created_at: at,
      updated_at: at,
    }];
  });
  if (rows.length > 0) await trx.insertInto('kb_articles').values(rows).execute();
});
