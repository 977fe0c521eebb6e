import {
  KNOWLEDGE_ENDPOINTS,
  type Article,
  type ArticleAction,
  type ArticleImage,
  type ArticleListQuery,
  type ArticleSummary,
  type ArticleView,
} from '../../shared/contract/api/knowledge';
import { call, upload, type CallOptions } from './call';
import { manage, type ManageInput } from './manage';

export type { Article, ArticleAction, ArticleImage, ArticleSummary, ArticleView };
export type ArticleSearch = ManageInput<typeof KNOWLEDGE_ENDPOINTS.manage, 'search'>;
export type ArticleInput = ManageInput<typeof KNOWLEDGE_ENDPOINTS.manage, 'add'>;

const articles = manage(KNOWLEDGE_ENDPOINTS.manage);

/** POST /articleManage {type: search}: the company's articles in every state (6004). */
export function searchArticles(query: ArticleSearch, options?: CallOptions) {
  return articles.search(query, options);
}

export function addArticle(input: ArticleInput) {
  return articles.add(input);
}

export function updateArticle(id: number, input: ArticleInput) {
  return articles.update({ id, ...input });
}

/** To the recycle bin. */
export function deleteArticles(ids: number[]) {
  return articles.remove(ids);
}

/** One review step: submit, approve, reject or withdraw. */
export function changeArticleState(id: number, action: ArticleAction, note?: string) {
  return call(KNOWLEDGE_ENDPOINTS.state, { body: { id, action, note } });
}

/** One article with its editor document. */
export function getArticle(id: number, options?: CallOptions) {
  return call(KNOWLEDGE_ENDPOINTS.get, { query: { id } }, options);
}

/** An article of the company in any state, rendered exactly as readers will see it. */
export function previewArticle(id: number, options?: CallOptions) {
  return call(KNOWLEDGE_ENDPOINTS.preview, { query: { id } }, options);
}

/** Published articles the reader may open. */
export function listArticles(query: ArticleListQuery, options?: CallOptions) {
  return call(KNOWLEDGE_ENDPOINTS.list, { query }, options);
}

export function articleTags(category?: ArticleListQuery['category'], options?: CallOptions) {
  return call(KNOWLEDGE_ENDPOINTS.tags, { query: { category } }, options);
}

export function pinnedArticles(options?: CallOptions) {
  return call(KNOWLEDGE_ENDPOINTS.pinned, {}, options);
}

/** A published article; a password article answers `locked` until its password comes along. */
export function readArticle(id: number, password?: string, options?: CallOptions) {
  return call(KNOWLEDGE_ENDPOINTS.read, { body: { id, password } }, options);
}

/** Uploads an image for an article of the company (the platform admin names it). */
export function uploadArticleImage(file: Blob, filename: string, tenantId?: number) {
  return upload(KNOWLEDGE_ENDPOINTS.uploadImage, file, filename, { query: tenantId ? { tenant_id: tenantId } : {} });
}

export function deleteArticleImage(imgName: string) {
  return call(KNOWLEDGE_ENDPOINTS.deleteImage, { body: { img_name: imgName } });
}
