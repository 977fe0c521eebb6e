import { combineLatest, type Subscription } from 'rxjs';
import { alarmMessages } from '../api/messages';
import { noticeItems } from '../api/notices';
import { alarmNotices$, myNotices$, type StreamState } from '../../streams';
import { setServerMessages, useMessageStore } from '../stores/message-store';

const failed = (state: StreamState<unknown>) => state.status === 'stale' || state.status === 'error';
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Feeds the message store (the bell, the message center) from the message streams, which poll on
 * the app's one refresh clock, for as long as the subscription lives (the main layout's). Each
 * source's items are its last good answer, so one source failing keeps its items while the other
 * updates; the store then says `error` with that source's reason.
 */
export function followServerMessages(): Subscription {
  if (useMessageStore.getState().status === 'idle') useMessageStore.setState({ status: 'loading' });
  return combineLatest([alarmNotices$(), myNotices$()]).subscribe(([alarms, notices]) => {
    const broken = [alarms, notices].find(failed);
    const loading = [alarms, notices].some((state) => state.status === 'loading');
    setServerMessages({
      serverItems: [...alarmMessages(alarms.data?.rows ?? []), ...noticeItems(notices.data?.rows ?? [])],
      status: broken ? 'error' : loading ? 'loading' : 'ready',
      error: broken ? reason(broken.error) : null,
    });
  });
}
