import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { ALARM_NOTICE_ID_PREFIX, markAlarmNoticesRead, type MessageItem } from '../api/messages';
import { markNoticesRead, NOTICE_ID_PREFIX } from '../api/notices';
import type { SimAlarmItem } from '../lib/sim-expiry';
import { SESSION_KEYS } from '../lib/storage-keys';

interface MessageState {
  /** SIM expiry alarms found at login (spec section 9); they live as long as the browser session. */
  simAlarms: SimAlarmItem[];
  /** Ids of SIM alarms the user marked read. */
  readSimIds: string[];
  serverItems: MessageItem[];
  /**
   * Server messages marked read here that no poll has yet answered as read: a poll answered before
   * the read reached the server must not show them unread again. Once the server says read the
   * mark goes, so an alarm notice a later alarm joins (unread again on the server) shows unread.
   */
  readServerIds: string[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
}

export const simAlarmId = (a: SimAlarmItem) => `sim:${a.device_id}:${a.msisdn}`;

export const useMessageStore = create<MessageState>()(
  persist(
    () => ({
      simAlarms: [] as SimAlarmItem[],
      readSimIds: [] as string[],
      serverItems: [] as MessageItem[],
      readServerIds: [] as string[],
      status: 'idle' as MessageState['status'],
      error: null as string | null,
    }),
    {
      name: SESSION_KEYS.iccidAlarmList,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ simAlarms: s.simAlarms, readSimIds: s.readSimIds }),
    },
  ),
);

/** Unread messages of every source: the bell's count. */
export function unreadCount(state: MessageState): number {
  const sim = state.simAlarms.filter((a) => !state.readSimIds.includes(simAlarmId(a))).length;
  return sim + state.serverItems.filter((m) => !m.read).length;
}

export function setSimAlarms(simAlarms: SimAlarmItem[]): void {
  useMessageStore.setState({ simAlarms, readSimIds: [] });
}

/**
 * The SIM expiry count found at login, announced once by the main layout (which holds antd's
 * message API); the login screen itself stays free of it.
 */
let pendingLoginNotice = 0;
export function announceSimAlarmsAfterLogin(count: number): void {
  pendingLoginNotice = count;
}
export function takeLoginNotice(): number {
  const count = pendingLoginNotice;
  pendingLoginNotice = 0;
  return count;
}

/**
 * The server's messages as the message streams last delivered them (src/app/message-feed.ts
 * feeds this), with what was marked read here kept read.
 */
export function setServerMessages(next: Pick<MessageState, 'serverItems' | 'status' | 'error'>): void {
  const confirmed = new Set(next.serverItems.filter((m) => m.read).map((m) => m.id));
  const readServerIds = useMessageStore.getState().readServerIds.filter((id) => !confirmed.has(id));
  const serverItems = next.serverItems.map((m) => (!m.read && readServerIds.includes(m.id) ? { ...m, read: true } : m));
  useMessageStore.setState({ ...next, serverItems, readServerIds });
}

/** Marks messages read: SIM alarms locally, notices through POST /notices/read, alarm notices through POST /mesPrompt/read. */
export async function markMessagesRead(ids: string[]): Promise<void> {
  const simIds = ids.filter((id) => id.startsWith('sim:'));
  const serverIds = ids.filter((id) => !id.startsWith('sim:'));
  const idsOf = (prefix: string) => serverIds.filter((id) => id.startsWith(prefix)).map((id) => Number(id.slice(prefix.length)));
  const noticeIds = idsOf(NOTICE_ID_PREFIX);
  const alarmIds = idsOf(ALARM_NOTICE_ID_PREFIX);
  await Promise.all([
    alarmIds.length > 0 ? markAlarmNoticesRead(alarmIds) : null,
    noticeIds.length > 0 ? markNoticesRead(noticeIds) : null,
  ]);
  // A poll may have replaced the items while the reads were on their way: mark the current ones.
  const now = useMessageStore.getState();
  useMessageStore.setState({
    readSimIds: [...new Set([...now.readSimIds, ...simIds])],
    readServerIds: [...new Set([...now.readServerIds, ...serverIds])],
    serverItems: now.serverItems.map((m) => (serverIds.includes(m.id) ? { ...m, read: true } : m)),
  });
}
