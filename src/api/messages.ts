import { api } from './client';

/** One entry of the message center; alarm items come from GET /mesPrompt/find. */
export interface MessageItem {
  id: string;
  kind: 'alarm' | 'sim' | 'notice';
  title: string;
  content: string;
  /** ISO date-time or YYYY-MM-DD. */
  time: string;
  read: boolean;
}

/**
 * The body of GET /mesPrompt/find (polled by streams/messages) as message-center items; anything
 * that is not a row list reads as no messages, so an odd body never breaks the bell.
 */
export function messageItems(data: unknown): MessageItem[] {
  const rows = Array.isArray(data) ? data : Array.isArray((data as { rows?: unknown })?.rows) ? (data as { rows: unknown[] }).rows : [];
  return rows
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    .map((row) => ({
      id: String(row.id ?? ''),
      kind: row.kind === 'notice' || row.kind === 'sim' ? row.kind : 'alarm',
      title: String(row.title ?? ''),
      content: String(row.content ?? ''),
      time: String(row.time ?? ''),
      read: row.read === true,
    }));
}

export function markServerMessagesRead(ids: string[]) {
  return api.post<unknown>('/mesPrompt/read', { ids });
}
