import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notice, NoticeList } from '../../shared/contract/api/alarms';
import type { MyNotice, MyNotices } from '../../shared/contract/api/notices';
import { ALARM_NOTICE_LIMIT, requestRefresh } from '../../streams';
import { configureStreamsByPath } from '../../streams/test-support';
import { unreadCount, useMessageStore } from '../stores/message-store';
import { followServerMessages } from './message-feed';

const T0 = Date.UTC(2026, 0, 1, 0, 0, 0);
/** GET /mesPrompt/find's rows as the server sends them: typed by the contract, so a wrong fixture fails typecheck. */
const ALARM: Notice = {
  id: 11,
  tenant_id: 2,
  count: 1,
  created_at: T0,
  updated_at: T0,
  read: false,
  timezone: 'Asia/Shanghai',
  items: [
    {
      alarmId: 501, device_id: 'AW00001', device_name: '1号塘', param_key: 'do', name: '溶解氧', name_en: 'Dissolved oxygen',
      unit: 'mg/L', kind: 'warning', direction: 'low', value: 2.1, threshold: 4, ts: T0,
    },
  ],
};
const BURST: Notice = {
  ...ALARM,
  id: 12,
  count: 2,
  updated_at: T0 + 5000,
  items: [...ALARM.items, { ...ALARM.items[0], alarmId: 502, device_id: 'AW00002', device_name: '2号塘', ts: T0 + 5000 }],
};
const NOTICE: MyNotice = { id: 7, title: 'Power cut', content: 'Fri 9:00', author_name: 'admin', created_at: '2026-01-01T09:00:00Z', read: false };

const alarms = (...rows: Notice[]): NoticeList => ({ rows, total: rows.length, unread: rows.filter((n) => !n.read).length });
const notices = (...rows: MyNotice[]): MyNotices => ({ rows, unread: rows.filter((n) => !n.read).length });

/** A fake API behind streams/: each path answers with the next of its responses (the last repeats); `asked` logs paths with their queries. */
function serve(responses: Record<string, Array<() => unknown>>) {
  const asked: string[] = [];
  configureStreamsByPath(<T,>(address: string) => {
    asked.push(address);
    const path = address.split('?')[0];
    const list = responses[path];
    const answer = list[Math.min(asked.filter((a) => a.split('?')[0] === path).length, list.length) - 1];
    return Promise.resolve().then(() => answer() as T);
  });
  return asked;
}

afterEach(() => useMessageStore.setState({ serverItems: [], readServerIds: [], status: 'idle', error: null }));

describe('followServerMessages', () => {
  it('fills the store from both message streams with the notices the server sends, and a failing source keeps its last items', async () => {
    const asked = serve({
      '/mesPrompt/find': [() => alarms(ALARM), () => alarms(BURST, ALARM)],
      '/notices/mine': [() => notices(NOTICE), () => {
        throw new Error('notices down');
      }],
    });
    const subscription = followServerMessages();
    expect(useMessageStore.getState().status).toBe('loading');
    await vi.waitFor(() => expect(useMessageStore.getState().status).toBe('ready'));
    expect(asked).toContain(`/mesPrompt/find?pageSize=${ALARM_NOTICE_LIMIT}`);
    const first = useMessageStore.getState().serverItems;
    expect(first.map((m) => m.id)).toEqual(['alarm:11', 'notice:7']);
    // The alarm item carries the notice as sent: its alarms, their device, parameter, value and time.
    expect(first[0]).toEqual({ id: 'alarm:11', kind: 'alarm', read: false, at: T0, notice: ALARM });
    expect(first[1]).toMatchObject({ kind: 'notice', title: 'Power cut', at: Date.parse(NOTICE.created_at) });
    expect(unreadCount(useMessageStore.getState())).toBe(2);

    // Both sources poll again; notices fail and keep their row, alarms bring a grouped notice.
    requestRefresh();
    await vi.waitFor(() => expect(useMessageStore.getState().status).toBe('error'));
    await vi.waitFor(() => expect(useMessageStore.getState().serverItems.map((m) => m.id)).toEqual(['alarm:12', 'alarm:11', 'notice:7']));
    expect(useMessageStore.getState().serverItems[0]).toMatchObject({ at: T0 + 5000, notice: { count: 2, items: BURST.items } });
    expect(useMessageStore.getState().error).toBe('notices down');
    expect(unreadCount(useMessageStore.getState())).toBe(3);
    subscription.unsubscribe();
  });

  it('keeps messages marked read here read while a poll still says unread, and forgets the mark once the server says read', async () => {
    serve({
      '/mesPrompt/find': [() => alarms(ALARM), () => alarms({ ...ALARM, read: true }), () => alarms({ ...BURST, id: ALARM.id })],
      '/notices/mine': [() => notices()],
    });
    useMessageStore.setState({ readServerIds: ['alarm:11'] });
    const subscription = followServerMessages();
    // The streams outlive a subscription by their grace period: ask for answers from this server.
    requestRefresh();
    await vi.waitFor(() => expect(useMessageStore.getState().status).toBe('ready'));
    await vi.waitFor(() => expect(useMessageStore.getState().serverItems).toEqual([{ id: 'alarm:11', kind: 'alarm', read: true, at: T0, notice: ALARM }]));
    expect(unreadCount(useMessageStore.getState())).toBe(0);

    // The server has the read; then a later alarm joins the notice, which is unread again there and here.
    requestRefresh();
    await vi.waitFor(() => expect(useMessageStore.getState().readServerIds).toEqual([]));
    requestRefresh();
    await vi.waitFor(() => expect(useMessageStore.getState().serverItems).toMatchObject([{ id: 'alarm:11', read: false, notice: { count: 2 } }]));
    expect(unreadCount(useMessageStore.getState())).toBe(1);
    subscription.unsubscribe();
  });
});
