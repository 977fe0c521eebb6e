import { ALARM_ENDPOINTS, type Notice, type NoticeItem } from '../../shared/contract/api/alarms';
import { call } from './call';

export type { Notice, NoticeItem };

/** Prefix of alarm notice ids in the message center, so read marks go back to POST /mesPrompt/read. */
export const ALARM_NOTICE_ID_PREFIX = 'alarm:';

interface MessageBase {
  id: string;
  read: boolean;
  /** Epoch ms: the list's order and its date filter. */
  at: number;
}

/** A SIM expiry or a system notice: text shown as it is, with its time as written. */
export interface TextMessage extends MessageBase {
  kind: 'sim' | 'notice';
  title: string;
  content: string;
  time: string;
}

/** An alarm notice: the alarms it groups, which the message center words in the reader's language. */
export interface AlarmMessage extends MessageBase {
  kind: 'alarm';
  notice: Notice;
}

/** One entry of the message center. */
export type MessageItem = TextMessage | AlarmMessage;

/** Alarm notices (GET /mesPrompt/find, polled by streams/messages) as message-center items, at their latest alarm. */
export function alarmMessages(rows: readonly Notice[]): AlarmMessage[] {
  return rows.map((notice) => ({ id: `${ALARM_NOTICE_ID_PREFIX}${notice.id}`, kind: 'alarm', read: notice.read, at: notice.updated_at, notice }));
}

/** POST /mesPrompt/read: marks alarm notices read for the caller. */
export function markAlarmNoticesRead(ids: number[]) {
  return call(ALARM_ENDPOINTS.read, { body: { ids } });
}
