import { Type, type Static } from 'typebox';
import { PageQuery, Paged } from '../envelope';
import { endpoint } from '../endpoint';
import { Id as BoundedId } from '../schema-bounds';

const Title = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', 'x-message': 'notices_title_required' });
const Content = Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S', 'x-message': 'notices_content_required' });
const Id = BoundedId();

/** A notice as the admin page lists it: who wrote it, for whom. */
export const NoticeRowSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  all: Type.Boolean({ description: 'for every company' }),
  companies: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  author_name: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type NoticeRow = Static<typeof NoticeRowSchema>;

export const NoticeListQuerySchema = Type.Object({
  ...PageQuery,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type NoticeListQuery = Static<typeof NoticeListQuerySchema>;

export const NoticeListBodySchema = Type.Object({ action: Type.Literal('list'), ...NoticeListQuerySchema.properties });
export const NoticeCreateBodySchema = Type.Object({
  action: Type.Literal('create'),
  title: Title,
  content: Content,
  all: Type.Optional(Type.Boolean({ default: false })),
  companyIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
});
export type NoticeCreate = Static<typeof NoticeCreateBodySchema>;
export const NoticeDeleteBodySchema = Type.Object({
  action: Type.Literal('delete'),
  ids: Type.Array(Id, { minItems: 1, maxItems: 500 }),
});

/** POST /notices: the management call, told apart by `action` (like the spec's *Manage POSTs). */
export const NoticeManageSchema = Type.Union([NoticeListBodySchema, NoticeCreateBodySchema, NoticeDeleteBodySchema]);
export type NoticeManageBody = Static<typeof NoticeManageSchema>;

/** One answer shape for the three actions: list fills rows/total, create id, delete deleted. */
export const NoticeManageResultSchema = Type.Object({
  rows: Type.Optional(Type.Array(NoticeRowSchema)),
  total: Type.Optional(Type.Integer()),
  id: Type.Optional(Type.Integer()),
  deleted: Type.Optional(Type.Integer()),
});
export type NoticeManageResult = Static<typeof NoticeManageResultSchema>;

/** A notice as its reader sees it in the message center. */
export const MyNoticeSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  author_name: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  read: Type.Boolean(),
});
export type MyNotice = Static<typeof MyNoticeSchema>;

export const MyNoticesQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 200 })),
});
export const MyNoticesSchema = Type.Object({
  rows: Type.Array(MyNoticeSchema),
  unread: Type.Integer({ description: 'unread notices in all, not only among rows' }),
});
export type MyNotices = Static<typeof MyNoticesSchema>;

export const NoticeReadBodySchema = Type.Object({
  ids: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  all: Type.Optional(Type.Boolean()),
});
export const NoticeReadResultSchema = Type.Object({ read: Type.Integer() });

/** System notices: the admin's list and management (8006), every user's own notices and read marks. */
export const NOTICE_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: '/notices', query: NoticeListQuerySchema, data: Paged(NoticeRowSchema), access: 'notices' }),
  manage: endpoint({ method: 'POST', path: '/notices', body: NoticeManageSchema, data: NoticeManageResultSchema, access: 'notices' }),
  // Every user has a message center: a session, no access code.
  mine: endpoint({ method: 'GET', path: '/notices/mine', query: MyNoticesQuerySchema, data: MyNoticesSchema, access: 'session' }),
  read: endpoint({ method: 'POST', path: '/notices/read', body: NoticeReadBodySchema, data: NoticeReadResultSchema, access: 'session' }),
};
