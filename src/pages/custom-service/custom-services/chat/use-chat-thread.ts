import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { chatHistory, markChatRead, type ChatMessage } from '../../../../api/service-chat';
import { useStream } from '../../../../hooks/use-stream';
import { chatHistory$ } from '../../../../../streams';

/** Older pages are this long (the latest page comes from the stream). */
const OLDER_PAGE = 30;

/**
 * One conversation as a view needs it: the live latest page (streams/service-chat) joined with
 * older pages loaded on request, oldest first and each message once; the other side's read mark;
 * and the caller's own read mark sent whenever a newer message of the other side is on screen.
 */
export function useChatThread(conversationId: number, side: 'customer' | 'staff') {
  const state = useStream(useMemo(() => chatHistory$(conversationId), [conversationId]));
  const [older, setOlder] = useState<{ rows: ChatMessage[]; hasMore: boolean | null; loading: boolean; error: unknown }>({ rows: [], hasMore: null, loading: false, error: null });
  const marked = useRef(0);

  useEffect(() => {
    setOlder({ rows: [], hasMore: null, loading: false, error: null });
    marked.current = 0;
  }, [conversationId]);

  const latest = state.data?.rows;
  const messages = useMemo(() => {
    const byId = new Map<number, ChatMessage>();
    for (const m of [...older.rows, ...(latest ?? [])]) byId.set(m.id, m);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }, [older.rows, latest]);
  const hasMore = older.hasMore ?? state.data?.has_more ?? false;

  const loadOlder = useCallback(async () => {
    const first = messages[0];
    if (!first || older.loading) return;
    setOlder((o) => ({ ...o, loading: true, error: null }));
    try {
      const page = await chatHistory(conversationId, { before: first.id, limit: OLDER_PAGE });
      setOlder((o) => ({ rows: [...page.rows, ...o.rows], hasMore: page.has_more, loading: false, error: null }));
    } catch (error) {
      setOlder((o) => ({ ...o, loading: false, error }));
    }
  }, [conversationId, messages, older.loading]);

  // The newest message of the other side on screen is read; the server keeps the mark from going back.
  const newestOther = [...messages].reverse().find((m) => m.from_customer !== (side === 'customer'));
  useEffect(() => {
    if (!newestOther || newestOther.id <= marked.current || document.visibilityState === 'hidden') return;
    marked.current = newestOther.id;
    markChatRead(conversationId, newestOther.id).catch(() => {
      marked.current = 0;
    });
  }, [conversationId, newestOther]);

  const otherReadId = side === 'customer' ? state.data?.staff_read_id ?? 0 : state.data?.customer_read_id ?? 0;
  return { state, messages, hasMore, loadOlder, loadingOlder: older.loading, olderError: older.error, otherReadId, conversation: state.data?.conversation };
}
