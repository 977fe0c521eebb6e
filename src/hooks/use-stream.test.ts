import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ReplaySubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { IDLE_STATE, type StreamState } from '../../streams/stream-state';
import { streamStore, useStream } from './use-stream';

const ok = (data: number): StreamState<number> => ({ status: 'ok', data, error: undefined, updatedAt: data, staleSince: null });

describe('streamStore', () => {
  it('is the same store for the same observable, so React sees stable functions', () => {
    const source$ = new Subject<StreamState<number>>();
    expect(streamStore(source$)).toBe(streamStore(source$));
    expect(streamStore(source$)).not.toBe(streamStore(new Subject<StreamState<number>>()));
  });

  it('snapshots the last emitted state, the same object until the next one', () => {
    const source$ = new ReplaySubject<StreamState<number>>(1);
    const store = streamStore(source$);
    let changes = 0;
    const unsubscribe = store.subscribe(() => (changes += 1));
    expect(store.getSnapshot()).toBe(IDLE_STATE);
    const first = ok(1);
    source$.next(first);
    expect(store.getSnapshot()).toBe(first);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    source$.next(ok(2));
    expect(store.getSnapshot().data).toBe(2);
    expect(changes).toBe(2);
    unsubscribe();
    expect(source$.observed).toBe(false);
  });

  it('forgets the state of a stream that restarts with nothing to replay', () => {
    const source$ = new Subject<StreamState<number>>();
    const store = streamStore(source$);
    const unsubscribe = store.subscribe(() => undefined);
    source$.next(ok(1));
    unsubscribe();
    store.subscribe(() => undefined)();
    expect(store.getSnapshot()).toBe(IDLE_STATE);
  });
});

describe('useStream', () => {
  it('renders idle with no stream and outside a browser', () => {
    const Probe = ({ source$ }: { source$: Subject<StreamState<number>> | null }) => createElement('i', null, useStream(source$).status);
    expect(renderToString(createElement(Probe, { source$: null }))).toBe('<i>idle</i>');
    expect(renderToString(createElement(Probe, { source$: new Subject<StreamState<number>>() }))).toBe('<i>idle</i>');
  });
});
