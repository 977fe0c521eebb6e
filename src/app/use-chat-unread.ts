import { useStream } from '../hooks/use-stream';
import { chatUnread$ } from '../../streams';
import { ROUTE_ACCESS } from '../../shared/contract/access-catalogue';
import { useSessionStore } from '../stores/session-store';

/**
 * Unread customer-service messages for the header bell, from the chat stream (the one refresh
 * clock plus `chat` pushes); 0 for a user without the service codes, who never asks.
 */
export function useChatUnread(): number {
  const codes = useSessionStore((s) => s.codes);
  const mayChat = ROUTE_ACCESS.serviceCustomer.some((code) => codes.includes(code));
  return useStream(mayChat ? chatUnread$() : null).data?.total ?? 0;
}
