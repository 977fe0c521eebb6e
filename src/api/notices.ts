import type { MyNotice, NoticeRow } from '../../shared/contract/api/notices';
import { api, type RequestOptions } from './client';
import type { MessageItem } from './messages';

export type { MyNotice, NoticeRow };

export function listNotices(query: { page: number; pageSize: number; keyword?: string }, options?: RequestOptions) {
  return api.get<{ rows: NoticeRow[]; total: number }>('/notices', { ...options, query });
}

export function createNotice(body: { title: string; content: string; all: boolean; companyIds: number[] }) {
  return api.post<{ id: number }>('/notices', { action: 'create', ...body });
}

export function deleteNotices(ids: number[]) {
  return api.post<{ deleted: number }>('/notices', { action: 'delete', ids });
}

export function markNoticesRead(ids: number[]) {
  return api.post<{ read: number }>('/notices/read', { ids });
}

/** Prefix of notice ids in the message center, so read marks go back to POST /notices/read. */
export const NOTICE_ID_PREFIX = 'notice:';

/** The caller's notices (GET /notices/mine, polled by streams/messages) as message-center items (kind 'notice'). */
export function noticeItems(rows: readonly MyNotice[]): MessageItem[] {
  return rows.map((n) => ({ id: `${NOTICE_ID_PREFIX}${n.id}`, kind: 'notice', title: n.title, content: n.content, time: n.created_at, read: n.read }));
}
