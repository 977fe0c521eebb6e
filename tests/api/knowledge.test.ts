import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import type { Article, ArticleSummary, ArticleView } from '../../shared/contract/api/knowledge';
import { knowledgeClock, publishDue } from '../../server/modules/knowledge';

/**
 * The knowledge base: each review step allowed or refused, scheduled publishing with a moved
 * clock (and exactly once), password and private visibility, the sanitiser, images, tenancy.
 */
let server: TestServer;
let agent: ApiClient;
let agentZh: ApiClient;
let admin: ApiClient;
let grower: ApiClient;
let growerEditor: ApiClient;
let fishscreen: ApiClient;
let farmer: ApiClient;
/** The file's two companies, in the demo fish base's and greenhouses' roles. */
let companies: Record<'fish' | 'greenhouse', number>;
const db = () => server.app.database.db;
const realNow = knowledgeClock.now;

const doc = (...texts: string[]) => ({ type: 'doc', content: texts.map((t) => ({ type: 'paragraph', content: [{ type: 'text', text: t }] })) });
const manage = <T = Article>(client: ApiClient, body: Record<string, unknown>) => client.post<T>('/articleManage', body);
const step = (client: ApiClient, id: number, action: string) => client.post<Article>('/articleManage/state', { id, action });
const list = (client: ApiClient, query: Record<string, unknown> = {}) => client.get<{ rows: ArticleSummary[]; total: number }>('/articles/list', query);
const listedIds = async (client: ApiClient, query: Record<string, unknown> = {}) => (await list(client, { pageSize: 100, ...query })).body.data!.rows.map((r) => r.id);
/** Script tags, on* attributes and javascript: addresses in real tags (escaped text is harmless). */
function executableParts(html: string): string[] {
  const found: string[] = [];
  for (const [tag, name] of html.matchAll(/<([a-z][a-z0-9]*)\b[^>]*>/gi)) {
    if (name.toLowerCase() === 'script') found.push(tag);
    for (const [, attr, value] of tag.matchAll(/\s([\w-]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g)) {
      if (/^on/i.test(attr) || /^\W*javascript:/i.test(value.replace(/^["']/, ''))) found.push(`${attr}=${value}`);
    }
  }
  return found;
}
const snapshot = async () => JSON.stringify(await db().selectFrom('kb_articles').selectAll().orderBy('id').execute());

async function draft(fields: Record<string, unknown> = {}, client = agent) {
  const res = await manage(client, { type: 'add', title: 'Test article', category: 'fish', body: doc('plain words'), tenant_id: companies.fish, ...fields });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!;
}
async function publish(fields: Record<string, unknown> = {}) {
  const article = await draft(fields);
  expect((await step(agent, article.id, 'submit')).status).toBe(200);
  const approved = await step(agent, article.id, 'approve');
  expect(approved.status).toBe(200);
  return approved.body.data!;
}

beforeAll(async () => {
  server = await sharedServer();
  const [fish, greenhouse] = await Promise.all([freshCompany(server, { users: ['fishscreen'] }), freshCompany(server, { devices: 1, like: 'AG00001', users: ['grower'] })]);
  companies = { fish: fish.id, greenhouse: greenhouse.id };
  [agent, agentZh, admin, grower, growerEditor, fishscreen, farmer] = Array.from({ length: 7 }, (_, i) => new ApiClient(server.origin, i === 1 ? 'zh-CN' : 'en-US'));
  await Promise.all([
    agent.login(...fish.agent), agentZh.login(...fish.agent), admin.login(...DEMO.admin), grower.login(...greenhouse.users.grower!),
    fishscreen.login(...fish.users.fishscreen!), farmer.login(...fish.farmer),
  ]);
  // A second grower session after 6004 is granted: the greenhouse company's editor.
  const growerId = (await db().selectFrom('users').select('id').where('user_name', '=', greenhouse.users.grower![0]).executeTakeFirstOrThrow()).id;
  expect((await admin.post('/userauth/addPermission', { userId: growerId, codes: ['6', '6004'] })).status).toBe(200);
  await growerEditor.login(...greenhouse.users.grower!);
});
afterEach(() => {
  knowledgeClock.now = realNow;
});

describe('access', () => {
  it('answers 401 without a session and 403 without the codes, writing nothing', async () => {
    const anonymous = new ApiClient(server.origin);
    expect((await manage(anonymous, { type: 'search' })).status).toBe(401);
    expect((await list(anonymous)).status).toBe(401);
    const before = await snapshot();
    expect((await list(farmer)).status).toBe(403);
    expect((await manage(farmer, { type: 'add', title: 'x', category: 'fish', body: doc('x') })).status).toBe(403);
    expect((await manage(fishscreen, { type: 'add', title: 'x', category: 'fish', body: doc('x') })).status).toBe(403);
    expect((await step(fishscreen, 1, 'approve')).status).toBe(403);
    expect(await snapshot()).toBe(before);
    expect((await list(fishscreen)).status).toBe(200);
  });

  it('names a bad field in the caller language and writes nothing', async () => {
    const before = await snapshot();
    const en = await manage(agent, { type: 'add', title: ' ', category: 'fish', body: doc('x'), tenant_id: companies.fish });
    const zh = await manage(agentZh, { type: 'add', title: ' ', category: 'fish', body: doc('x'), tenant_id: companies.fish });
    expect([en.status, en.body.message]).toEqual([400, 'Article title cannot be empty']);
    expect([zh.status, zh.body.message]).toEqual([400, '文章标题不能为空']);
    const bogus = await manage(agent, { type: 'add', title: 'x', category: 'fish', body: { type: 'doc', content: [{ type: 'script' }] }, tenant_id: companies.fish });
    expect([bogus.status, bogus.body.message]).toEqual([400, 'The article body is not a valid document']);
    expect(await snapshot()).toBe(before);
  });
});

describe('states', () => {
  it('goes draft -> waiting review -> published -> draft, and refuses every other step', async () => {
    const article = await draft();
    expect(article.status).toBe('draft');
    expect((await step(agent, article.id, 'approve')).status).toBe(409);
    expect((await step(agent, article.id, 'reject')).status).toBe(409);
    expect((await step(agent, article.id, 'withdraw')).status).toBe(409);
    expect((await step(agent, article.id, 'submit')).body.data!.status).toBe('waiting_review');
    expect((await step(agent, article.id, 'submit')).status).toBe(409);
    // Frozen while waiting: the reviewer decides on what was submitted.
    expect((await manage(agent, { type: 'update', id: article.id, title: 'changed', category: 'fish', body: doc('x') })).status).toBe(409);
    const rejected = await agent.post<Article>('/articleManage/state', { id: article.id, action: 'reject', note: 'add a table' });
    expect(rejected.body.data).toMatchObject({ status: 'draft', review_note: 'add a table', reviewed_by_name: '代理商王经理' });
    expect((await step(agent, article.id, 'submit')).status).toBe(200);
    const approved = (await step(agent, article.id, 'approve')).body.data!;
    expect(approved).toMatchObject({ status: 'published' });
    expect(approved.published_at).not.toBeNull();
    expect((await step(agent, article.id, 'approve')).status).toBe(409);
    expect(await listedIds(fishscreen)).toContain(article.id);
    expect((await step(agent, article.id, 'withdraw')).body.data!.status).toBe('draft');
    expect(await listedIds(fishscreen)).not.toContain(article.id);
  });

  it('shows a scheduled article only from its time on (clock moved), published exactly once', async () => {
    const start = Date.now();
    const article = await publish({ publish_at: start + 3_600_000, title: 'Scheduled one' });
    expect(article.status).toBe('scheduled');
    expect(await listedIds(fishscreen)).not.toContain(article.id);
    knowledgeClock.now = () => new Date(start + 2 * 3_600_000);
    // Two instances racing: one conditional UPDATE each, the article is published by one of them.
    const [a, b] = await Promise.all([publishDue(db(), knowledgeClock.now()), publishDue(db(), knowledgeClock.now())]);
    expect([...a, ...b].filter((id) => id === article.id)).toHaveLength(1);
    expect(await listedIds(fishscreen)).toContain(article.id);
    const row = await db().selectFrom('kb_articles').select(['status', 'published_at']).where('id', '=', article.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('published');
    expect(row.published_at!.getTime()).toBe(start + 3_600_000);
  });
});

describe('visibility', () => {
  it('sends a password article body only after the right password, never the password', async () => {
    const article = await publish({ visibility: 'password', password: 'open sesame', title: 'Secret feed plan', body: doc('hidden formula words') });
    expect(JSON.stringify(article)).not.toMatch(/open sesame|password_hash/);
    expect(article.has_password).toBe(true);
    const locked = await grower.post<ArticleView>('/articles/read', { id: article.id });
    expect(locked.body.data).toMatchObject({ locked: true, html: '', excerpt: '' });
    expect((await grower.post('/articles/read', { id: article.id, password: 'wrong' })).status).toBe(403);
    const open = await grower.post<ArticleView>('/articles/read', { id: article.id, password: 'open sesame' });
    expect(open.body.data!.html).toContain('hidden formula words');
    // Its body is not searchable either, its title is.
    expect(await listedIds(grower, { keyword: 'formula' })).not.toContain(article.id);
    expect(await listedIds(grower, { keyword: 'Secret feed' })).toContain(article.id);
  });

  it('shows a private article to its author and company editors only', async () => {
    const article = await publish({ visibility: 'private', title: 'Private notes' });
    expect(await listedIds(agent)).toContain(article.id);
    expect(await listedIds(fishscreen)).not.toContain(article.id);
    expect(await listedIds(grower)).not.toContain(article.id);
    expect((await grower.post('/articles/read', { id: article.id })).status).toBe(404);
  });

  it('lists pinned articles for the home page', async () => {
    const article = await publish({ pinned: true, title: 'Pinned tip' });
    const pinned = await fishscreen.get<ArticleSummary[]>('/articles/pinned');
    expect(pinned.body.data!.map((r) => r.id)).toContain(article.id);
  });
});

describe('rendering and search', () => {
  it('never gives back a stored script, event handler or javascript: link', async () => {
    const body = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script><img src=x onerror=alert(1)>' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] },
        { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'x" onerror="alert(1)' } },
      ],
    };
    const article = await publish({ body, title: 'XSS attempt' });
    const view = (await agent.post<ArticleView>('/articles/read', { id: article.id })).body.data!;
    expect(executableParts(view.html)).toEqual([]);
    expect(view.html).toContain('&lt;script&gt;');
    const preview = (await agent.get<ArticleView>('/articleManage/preview', { id: article.id })).body.data!;
    expect(preview.html).toBe(view.html);
  });

  it('finds Chinese and English words of the body, by category and tag, with a table of contents', async () => {
    const body = { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '增氧机使用' }] }, { type: 'paragraph', content: [{ type: 'text', text: '夜间开启增氧机 aerator schedule' }] }] };
    const article = await publish({ body, title: '增氧机', tags: ['增氧'] });
    expect(article.permalink).toBe('zeng-yang-ji');
    expect(await listedIds(grower, { keyword: '夜间开启' })).toContain(article.id);
    expect(await listedIds(grower, { keyword: 'AERATOR' })).toContain(article.id);
    expect(await listedIds(grower, { keyword: '夜间开启', category: 'fire' })).not.toContain(article.id);
    expect(await listedIds(grower, { tag: '增氧' })).toEqual([article.id]);
    const view = (await grower.post<ArticleView>('/articles/read', { id: article.id })).body.data!;
    expect(view.toc).toEqual([{ id: 'h-1', level: 2, text: '增氧机使用' }]);
    expect(view.html).toContain('<h2 id="h-1">');
    expect(view.word_count).toBe(5 + 7 + 2);
    const again = await draft({ title: '增氧机' });
    expect(again.permalink).toBe('zeng-yang-ji-2');
    expect((await manage(agent, { type: 'add', title: 'x', permalink: 'zeng-yang-ji', category: 'fish', body: doc('x'), tenant_id: companies.fish })).status).toBe(409);
  });

  it('seeds articles in both languages for every category', async () => {
    for (const category of ['fish', 'surroundings', 'fire']) {
      const rows = (await list(grower, { category })).body.data!.rows;
      expect(rows.some((r) => /[\u4e00-\u9fff]/.test(r.title)), category).toBe(true);
      expect(rows.some((r) => /^[A-Za-z]/.test(r.title)), category).toBe(true);
    }
  });
});

describe('tenancy', () => {
  it("keeps another company's drafts invisible and unchangeable", async () => {
    const article = await draft({ title: 'Fish draft' });
    const found = (await manage<{ rows: Article[] }>(growerEditor, { type: 'search', pageSize: 100 })).body.data!.rows;
    expect(found.map((r) => r.id)).not.toContain(article.id);
    const before = await snapshot();
    expect((await manage(growerEditor, { type: 'update', id: article.id, title: 'x', category: 'fish', body: doc('x') })).status).toBe(404);
    expect((await manage(growerEditor, { type: 'delete', ids: [article.id] })).status).toBe(404);
    expect((await step(growerEditor, article.id, 'submit')).status).toBe(404);
    expect((await growerEditor.get('/articleManage/get', { id: article.id })).status).toBe(404);
    expect((await growerEditor.get('/articleManage/preview', { id: article.id })).status).toBe(404);
    expect((await manage(growerEditor, { type: 'add', title: 'x', category: 'fish', body: doc('x'), tenant_id: companies.fish })).status).toBe(403);
    expect(await snapshot()).toBe(before);
    const own = await draft({ title: 'Greenhouse fire plan', tenant_id: undefined }, growerEditor);
    expect(own.tenant_id).toBe(companies.greenhouse);
  });
});

describe('images', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

  it('checks type and size, serves the file, and deletes it only when no article uses it', async () => {
    expect((await agent.upload(`/articleImage?tenant_id=${companies.fish}`, new TextEncoder().encode('<svg onload=alert(1)>'), 'x.png', 'image/png')).status).toBe(400);
    expect((await agent.upload(`/articleImage?tenant_id=${companies.fish}`, new Uint8Array(2 * 1024 * 1024 + 10).fill(1), 'x.png', 'image/png')).status).toBe(400);
    const up = await agent.upload<{ img_name: string; url: string }>(`/articleImage?tenant_id=${companies.fish}`, PNG, 'pond.png', 'image/png');
    expect(up.status, up.body.message).toBe(200);
    const { img_name, url } = up.body.data!;
    const file = await fetch(new URL(url, server.origin));
    expect(file.status).toBe(401);
    // Any knowledge reader gets the bytes (public articles are read across companies).
    const served = await fetch(new URL(url, server.origin), { headers: { cookie: `sid=${grower.cookie('sid')}`, 'x-forwarded-for': grower.ip } });
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const article = await draft({ body: { type: 'doc', content: [{ type: 'image', attrs: { src: url } }] } });
    expect((await growerEditor.post('/articleImage/delete', { img_name })).status).toBe(404);
    expect((await agent.post('/articleImage/delete', { img_name })).status).toBe(409);
    expect((await manage(agent, { type: 'update', id: article.id, title: 'no image', category: 'fish', body: doc('x') })).status).toBe(200);
    expect((await agent.post('/articleImage/delete', { img_name })).status).toBe(200);
  });

  it("shows only images of the article-image store: an image addressing any other call is dropped (the camera-moving article)", async () => {
    const up = await agent.upload<{ img_name: string; url: string }>(`/articleImage?tenant_id=${companies.fish}`, PNG, 'pond.png', 'image/png');
    const stored = up.body.data!.url;
    const elsewhere = [
      '/api/camera/control?action=start&deviceSerial=SIM000001&direction=up',
      '/api/articleImage/file?img_name=../camera/control',
      `/api/articleImage/file?img_name=${up.body.data!.img_name}&action=start`,
      '/api/users/resetPassword',
      'api/camera/control?action=start',
      '//attacker.example/x.png',
      'https://attacker.example/x.png',
      `https://attacker.example${stored}`,
    ];
    const body = { type: 'doc', content: [stored, ...elsewhere].map((src) => ({ type: 'image', attrs: { src, alt: 'pond' } })) };
    const article = await publish({ body, title: 'Pond pictures' });
    const view = (await fishscreen.post<ArticleView>('/articles/read', { id: article.id })).body.data!;
    const sources = [...view.html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => /\ssrc="([^"]*)"/.exec(tag)?.[1]);
    expect(sources).toEqual([stored]);
    const preview = (await agent.get<ArticleView>('/articleManage/preview', { id: article.id })).body.data!;
    expect(preview.html).toBe(view.html);
  });
});
