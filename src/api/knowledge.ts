import type {
  Article,
  ArticleAction,
  ArticleImage,
  ArticleListQuery,
  ArticleManageBody,
  ArticleSummary,
  ArticleView,
} from '../../shared/contract/api/knowledge';
import type { ManageIdsResult } from '../../shared/contract/manage-body';
import { api, type RequestOptions } from './client';

export type { Article, ArticleAction, ArticleImage, ArticleSummary, ArticleView };
type Of<T extends ArticleManageBody['type']> = Omit<Extract<ArticleManageBody, { type: T }>, 'type'>;
export type ArticleSearch = Of<'search'>;
export type ArticleInput = Of<'add'>;

const PATH = '/articleManage';

/** POST /articleManage {type: search}: the company's articles in every state (6004). */
export function searchArticles(query: ArticleSearch, options?: RequestOptions) {
  return api.post<{ rows: Article[]; total: number }>(PATH, { type: 'search', ...query }, options);
}

export function addArticle(input: ArticleInput) {
  return api.post<Article>(PATH, { type: 'add', ...input });
}

export function updateArticle(id: number, input: ArticleInput) {
  return api.post<Article>(PATH, { type: 'update', id, ...input });
}

/** To the recycle bin. */
export function deleteArticles(ids: number[]) {
  return api.post<ManageIdsResult>(PATH, { type: 'delete', ids });
}

/** One review step: submit, approve, reject or withdraw. */
export function changeArticleState(id: number, action: ArticleAction, note?: string) {
  return api.post<Article>(`${PATH}/state`, { id, action, note });
}

/** One article with its editor document. */
export function getArticle(id: number, options?: RequestOptions) {
  return api.get<Article>(`${PATH}/get`, { ...options, query: { id } });
}

/** An article of the company in any state, rendered exactly as readers will see it. */
export function previewArticle(id: number, options?: RequestOptions) {
  return api.get<ArticleView>(`${PATH}/preview`, { ...options, query: { id } });
}

/** Published articles the reader may open. */
export function listArticles(query: ArticleListQuery, options?: RequestOptions) {
  return api.get<{ rows: ArticleSummary[]; total: number }>('/articles/list', { ...options, query: { ...query } });
}

export function articleTags(category?: string, options?: RequestOptions) {
  return api.get<string[]>('/articles/tags', { ...options, query: { category } });
}

export function pinnedArticles(options?: RequestOptions) {
  return api.get<ArticleSummary[]>('/articles/pinned', options);
}

/** A published article; a password article answers `locked` until its password comes along. */
export function readArticle(id: number, password?: string, options?: RequestOptions) {
  return api.post<ArticleView>('/articles/read', { id, password }, options);
}

/** Uploads an image for an article of the company (the platform admin names it). */
export function uploadArticleImage(file: Blob, filename: string, tenantId?: number) {
  return api.upload<ArticleImage>(tenantId ? `/articleImage?tenant_id=${tenantId}` : '/articleImage', file, filename);
}

export function deleteArticleImage(imgName: string) {
  return api.post<null>('/articleImage/delete', { img_name: imgName });
}
