import { NOTICE_ENDPOINTS, type MyNotice, type NoticeCreate, type NoticeListQuery, type NoticeRow } from '../../shared/contract/api/notices';
import { call, type CallOptions } from './call';
import { formatTime } from '../lib/format-time';
import type { TextMessage } from './messages';

export type { MyNotice, NoticeRow };

export function listNotices(query: NoticeListQuery, options?: CallOptions) {
  return call(NOTICE_ENDPOINTS.list, { query }, options);
}

export function createNotice(body: Omit<NoticeCreate, 'action'>) {
  return call(NOTICE_ENDPOINTS.manage, { body: { action: 'create', ...body } });
}

export function deleteNotices(ids: number[]) {
  return call(NOTICE_ENDPOINTS.manage, { body: { action: 'delete', ids } });
}

export function markNoticesRead(ids: number[]) {
  return call(NOTICE_ENDPOINTS.read, { body: { ids } });
}

/** Prefix of notice ids in the message center, so read marks go back to POST /notices/read. */
export const NOTICE_ID_PREFIX = 'notice:';

/** The caller's notices (GET /notices/mine, polled by streams/messages) as message-center items (kind 'notice'). */
export function noticeItems(rows: readonly MyNotice[]): TextMessage[] {
  return rows.map((n) => ({
    id: `${NOTICE_ID_PREFIX}${n.id}`,
    kind: 'notice',
    title: n.title,
    content: n.content,
    time: formatTime(n.created_at),
    at: Date.parse(n.created_at),
    read: n.read,
  }));
}
