import { Type, type Static } from 'typebox';
import { EpochMs, Id, Nullable, OneOf, Page } from '../schema-bounds';
import { endpoint, FILE_ANSWER } from '../endpoint';
import { ManageBody, manageEndpoint, ManageResult, ManageSearchResult } from '../manage-body';
import { IMAGE_MEDIA_TYPES } from '../media-types';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_MAX } from '../paging';

/** The three knowledge menus (6001 fish, 6002 surroundings, 6003 fire). */
export const ARTICLE_CATEGORIES = ['fish', 'surroundings', 'fire'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
/** Spec section 4 (draft, waiting review, published) plus the timed form of published. */
export const ARTICLE_STATUSES = ['draft', 'waiting_review', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_VISIBILITIES = ['public', 'password', 'private'] as const;
export type ArticleVisibility = (typeof ARTICLE_VISIBILITIES)[number];
/** The review steps: submit (draft -> waiting), approve (-> published or scheduled), reject and withdraw (-> draft). */
export const ARTICLE_ACTIONS = ['submit', 'approve', 'reject', 'withdraw'] as const;
export type ArticleAction = (typeof ARTICLE_ACTIONS)[number];

export const ARTICLE_LIMITS = {
  title: 120,
  permalink: 80,
  tag: 20,
  tags: 10,
  password: 64,
  keyword: 50,
  note: 200,
  /** Top-level blocks of a body; a serialised body is also capped (ARTICLE_BODY_MAX_CHARS). */
  blocks: 2000,
} as const;
export const ARTICLE_BODY_MAX_CHARS = 500_000;
/** An article image: PNG, JPEG or WebP up to this size. */
export const ARTICLE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

const Title = Type.Unsafe<string>({
  'x-message': 'knowledge_title_required',
  allOf: [
    { type: 'string', minLength: 1, pattern: '\\S', 'x-message': 'knowledge_title_required' },
    { type: 'string', maxLength: ARTICLE_LIMITS.title },
  ],
});

/** The editor's JSON document (TipTap/ProseMirror); the server renders and sanitises it. */
export const ArticleBodySchema = Type.Object(
  { type: Type.Literal('doc'), content: Type.Optional(Type.Array(Type.Unknown(), { maxItems: ARTICLE_LIMITS.blocks })) },
  { additionalProperties: true },
);
export type ArticleBody = Static<typeof ArticleBodySchema>;

export const ArticleFields = {
  title: Title,
  permalink: Type.Optional(Nullable(Type.String({ maxLength: ARTICLE_LIMITS.permalink, pattern: '^[a-z0-9-]*$', description: 'lower-case letters, digits and dashes; made from the title when empty' }))),
  category: OneOf(ARTICLE_CATEGORIES),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: ARTICLE_LIMITS.tag }), { maxItems: ARTICLE_LIMITS.tags })),
  body: ArticleBodySchema,
  visibility: Type.Optional(OneOf(ARTICLE_VISIBILITIES)),
  /** With visibility password: a new password; left out keeps the stored one. Never answered. */
  password: Type.Optional(Type.String({ minLength: 1, maxLength: ARTICLE_LIMITS.password })),
  pinned: Type.Optional(Type.Boolean()),
  /** null publishes as soon as approved; a time schedules it. */
  publish_at: Type.Optional(Nullable(EpochMs())),
  tenant_id: Type.Optional(Id({ description: "the article's company: the caller's own by default; the platform admin must choose" })),
};

export const ArticleSearchFilters = {
  keyword: Type.Optional(Type.String({ maxLength: ARTICLE_LIMITS.keyword })),
  category: Type.Optional(OneOf(ARTICLE_CATEGORIES)),
  status: Type.Optional(OneOf(ARTICLE_STATUSES)),
};

/** POST /articleManage: the company's articles in every state (6004). */
export const ArticleManageBodySchema = ManageBody(ArticleSearchFilters, ArticleFields);
export type ArticleManageBody = Static<typeof ArticleManageBodySchema>;

/** A row of the manage list and the editor's load: everything but the password. */
export const ArticleSchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  tenant_name: Nullable(Type.String()),
  author_id: Nullable(Type.Integer()),
  author_name: Nullable(Type.String()),
  title: Type.String(),
  permalink: Type.String(),
  category: OneOf(ARTICLE_CATEGORIES),
  tags: Type.Array(Type.String()),
  status: OneOf(ARTICLE_STATUSES),
  visibility: OneOf(ARTICLE_VISIBILITIES),
  has_password: Type.Boolean(),
  pinned: Type.Boolean(),
  publish_at: Nullable(Type.String({ format: 'date-time' })),
  published_at: Nullable(Type.String({ format: 'date-time' })),
  word_count: Type.Integer(),
  body: Type.Optional(ArticleBodySchema),
  reviewed_by_name: Nullable(Type.String()),
  reviewed_at: Nullable(Type.String({ format: 'date-time' })),
  review_note: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  deleted_at: Nullable(Type.String({ format: 'date-time' })),
});
export type Article = Static<typeof ArticleSchema>;
export const ArticleManageResultSchema = ManageResult(ArticleSchema);

/** POST /articleManage/state: one review step. */
export const ArticleStateBodySchema = Type.Object({
  id: Id(),
  action: OneOf(ARTICLE_ACTIONS),
  note: Type.Optional(Type.String({ maxLength: ARTICLE_LIMITS.note })),
});
export type ArticleStateBody = Static<typeof ArticleStateBodySchema>;

/** GET /articleManage/get?id=: one article with its body, for the editor. */
export const ArticleIdQuerySchema = Type.Object({ id: Id() });

/** GET /articles/list: published articles a reader may see. */
export const ArticleListQuerySchema = Type.Object({
  category: Type.Optional(OneOf(ARTICLE_CATEGORIES)),
  tag: Type.Optional(Type.String({ maxLength: ARTICLE_LIMITS.tag })),
  keyword: Type.Optional(Type.String({ maxLength: ARTICLE_LIMITS.keyword })),
  page: Type.Optional(Page()),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: DEFAULT_PAGE_SIZE })),
});
export type ArticleListQuery = Static<typeof ArticleListQuerySchema>;

export const ArticleSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  permalink: Type.String(),
  category: OneOf(ARTICLE_CATEGORIES),
  tags: Type.Array(Type.String()),
  visibility: OneOf(ARTICLE_VISIBILITIES),
  pinned: Type.Boolean(),
  tenant_name: Nullable(Type.String()),
  author_name: Nullable(Type.String()),
  published_at: Nullable(Type.String({ format: 'date-time' })),
  word_count: Type.Integer(),
  /** The first words of the body; empty for a password article. */
  excerpt: Type.String(),
});
export type ArticleSummary = Static<typeof ArticleSummarySchema>;
export const ArticleListResultSchema = ManageSearchResult(ArticleSummarySchema);

/** POST /articles/read: a password article needs its password. */
export const ArticleReadBodySchema = Type.Object({ id: Id(), password: Type.Optional(Type.String({ maxLength: ARTICLE_LIMITS.password })) });

export const TocEntrySchema = Type.Object({ id: Type.String(), level: Type.Integer(), text: Type.String() });
export type TocEntry = Static<typeof TocEntrySchema>;

/** An article as readers see it: sanitised HTML and its table of contents. */
export const ArticleViewSchema = Type.Object({
  ...ArticleSummarySchema.properties,
  status: OneOf(ARTICLE_STATUSES),
  /** A password article read without its right password: no body, no contents. */
  locked: Type.Boolean(),
  html: Type.String(),
  toc: Type.Array(TocEntrySchema),
});
export type ArticleView = Static<typeof ArticleViewSchema>;

export const ArticleTagsQuerySchema = Type.Object({ category: Type.Optional(OneOf(ARTICLE_CATEGORIES)) });
export const ArticleTagsSchema = Type.Array(Type.String());

/** POST /articleImage (multipart): the uploaded image's name and address. */
export const ArticleImageSchema = Type.Object({ img_name: Type.String(), url: Type.String() });
export type ArticleImage = Static<typeof ArticleImageSchema>;
export const IMG_NAME_PATTERN = '^[a-f0-9]{32}\\.(png|jpg|webp)$';
export const ImageNameBodySchema = Type.Object({ img_name: Type.String({ maxLength: 40, pattern: IMG_NAME_PATTERN }) });
export const ImageNameQuerySchema = ImageNameBodySchema;

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/g;
/**
 * Words of an article's text, as the editor shows and the server stores them: each Chinese
 * character counts as one word (as Chinese editors count), other text is split at spaces.
 */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text.replace(CJK, ' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return cjk + latin;
}

/**
 * The knowledge base: the company's articles and their review for 6004, reading for 6001-6004
 * (the pinned list also on the home page, 1001), and the article images.
 */
export const KNOWLEDGE_ENDPOINTS = {
  manage: manageEndpoint('/articleManage', { body: ArticleManageBodySchema, row: ArticleSchema, access: 'knowledge' }),
  state: endpoint({ method: 'POST', path: '/articleManage/state', body: ArticleStateBodySchema, data: ArticleSchema, access: 'knowledge' }),
  get: endpoint({ method: 'GET', path: '/articleManage/get', query: ArticleIdQuerySchema, data: ArticleSchema, access: 'knowledge' }),
  preview: endpoint({ method: 'GET', path: '/articleManage/preview', query: ArticleIdQuerySchema, data: ArticleViewSchema, access: 'knowledge' }),
  list: endpoint({ method: 'GET', path: '/articles/list', query: ArticleListQuerySchema, data: ArticleListResultSchema, access: 'knowledgeRead' }),
  tags: endpoint({ method: 'GET', path: '/articles/tags', query: ArticleTagsQuerySchema, data: ArticleTagsSchema, access: 'knowledgeRead' }),
  pinned: endpoint({ method: 'GET', path: '/articles/pinned', data: Type.Array(ArticleSummarySchema), access: 'knowledgePinned' }),
  /** A POST so the password travels in the body, never in an address that logs keep. */
  read: endpoint({ method: 'POST', path: '/articles/read', body: ArticleReadBodySchema, data: ArticleViewSchema, access: 'knowledgeRead' }),
  uploadImage: endpoint({ method: 'POST', path: '/articleImage', query: Type.Object({ tenant_id: Type.Optional(Id()) }), data: ArticleImageSchema, access: 'knowledge', upload: true }),
  deleteImage: endpoint({ method: 'POST', path: '/articleImage/delete', body: ImageNameBodySchema, data: Type.Null(), access: 'knowledge' }),
  imageFile: endpoint({ method: 'GET', path: '/articleImage/file', query: ImageNameQuerySchema, data: FILE_ANSWER, produces: IMAGE_MEDIA_TYPES, access: 'knowledgeRead' }),
};
