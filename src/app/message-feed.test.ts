import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestRefresh } from '../../streams';
import { configureStreamsByPath } from '../../streams/test-support';
import { unreadCount, useMessageStore } from '../stores/message-store';
import { followServerMessages } from './message-feed';

const PROMPT = { id: 'a1', kind: 'alarm', title: 'DO low', content: 'AW00001', time: '2026-01-01 08:00:00', read: false };
const NOTICE = { id: 7, title: 'Power cut', content: 'Fri 9:00', author_name: 'admin', created_at: '2026-01-01T09:00:00Z', read: false };

/** A fake API behind streams/: each path answers with the next of its responses (the last repeats). */
function serve(responses: Record<string, Array<() => unknown>>) {
  const calls: string[] = [];
  configureStreamsByPath(<T,>(path: string) => {
    calls.push(path);
    const list = responses[path];
    const answer = list[Math.min(calls.filter((p) => p === path).length, list.length) - 1];
    return Promise.resolve().then(() => answer() as T);
  });
  return calls;
}

afterEach(() => useMessageStore.setState({ serverItems: [], readServerIds: [], status: 'idle', error: null }));

describe('followServerMessages', () => {
  it('fills the store from both message streams, and a failing source keeps its last items', async () => {
    serve({
      '/mesPrompt/find': [() => ({ rows: [PROMPT] }), () => ({ rows: [PROMPT, { ...PROMPT, id: 'a2' }] })],
      '/notices/mine': [() => ({ rows: [NOTICE], unread: 1 }), () => {
        throw new Error('notices down');
      }],
    });
    const subscription = followServerMessages();
    expect(useMessageStore.getState().status).toBe('loading');
    await vi.waitFor(() => expect(useMessageStore.getState().status).toBe('ready'));
    expect(useMessageStore.getState().serverItems.map((m) => m.id)).toEqual(['a1', 'notice:7']);
    expect(unreadCount(useMessageStore.getState())).toBe(2);

    // Both sources poll again; notices fail and keep their row, prompts bring a new one.
    requestRefresh();
    await vi.waitFor(() => expect(useMessageStore.getState().status).toBe('error'));
    await vi.waitFor(() => expect(useMessageStore.getState().serverItems.map((m) => m.id)).toEqual(['a1', 'a2', 'notice:7']));
    expect(useMessageStore.getState().error).toBe('notices down');
    subscription.unsubscribe();
  });

  it('keeps messages marked read here read when a poll still says unread', async () => {
    serve({ '/mesPrompt/find': [() => [PROMPT]], '/notices/mine': [() => ({ rows: [], unread: 0 })] });
    useMessageStore.setState({ readServerIds: ['a1'] });
    const subscription = followServerMessages();
    // The streams outlive a subscription by their grace period: ask for answers from this server.
    requestRefresh();
    await vi.waitFor(() => expect(useMessageStore.getState().status).toBe('ready'));
    expect(useMessageStore.getState().serverItems).toEqual([{ ...PROMPT, read: true }]);
    subscription.unsubscribe();
  });
});
