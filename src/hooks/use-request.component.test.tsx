import { Activity } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRequest } from './use-request';

/** A load whose answers the test gives by hand, remembering each call's signal. */
function deferredLoads<T>() {
  const calls: { signal: AbortSignal; resolve(value: T): void; reject(error: Error): void }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { calls, load };
}

describe('useRequest', () => {
  it('loads on mount and keeps the answer as a value', async () => {
    const { calls, load } = deferredLoads<string>();
    const { result } = renderHook(() => useRequest(load));
    expect(result.current.status).toBe('loading');
    act(() => calls[0].resolve('rows'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe('rows');
  });

  it('aborts the call in flight when the component unmounts', () => {
    const { calls, load } = deferredLoads<string>();
    const { unmount } = renderHook(() => useRequest(load));
    expect(calls[0].signal.aborted).toBe(false);
    unmount();
    expect(calls[0].signal.aborted).toBe(true);
  });

  it('aborts the older call when the key changes, and a late old answer never replaces the newer one', async () => {
    const { calls, load } = deferredLoads<string>();
    const { result, rerender } = renderHook(({ page }) => useRequest(load, `page:${page}`), { initialProps: { page: 1 } });
    rerender({ page: 2 });
    expect(calls).toHaveLength(2);
    expect(calls[0].signal.aborted).toBe(true);
    act(() => calls[1].resolve('page 2'));
    await waitFor(() => expect(result.current.data).toBe('page 2'));
    act(() => calls[0].resolve('page 1'));
    await Promise.resolve();
    expect(result.current.data).toBe('page 2');
    expect(result.current.status).toBe('ready');
  });

  it('reload() asks again, aborting a call still in flight, and keeps the last data while it loads', async () => {
    const { calls, load } = deferredLoads<string>();
    const { result } = renderHook(() => useRequest(load));
    act(() => calls[0].resolve('first'));
    await waitFor(() => expect(result.current.data).toBe('first'));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'loading', data: 'first' });
    act(() => result.current.reload());
    expect(calls).toHaveLength(3);
    expect(calls[1].signal.aborted).toBe(true);
    act(() => calls[2].resolve('third'));
    await waitFor(() => expect(result.current.data).toBe('third'));
  });

  it('keeps a failure as a value, with the last data', async () => {
    const { calls, load } = deferredLoads<string>();
    const { result } = renderHook(() => useRequest(load));
    act(() => calls[0].resolve('first'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.reload());
    act(() => calls[1].reject(new Error('refused')));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('refused');
    expect(result.current.data).toBe('first');
  });

  it('does not ask again when the same key and round render again', async () => {
    const { calls, load } = deferredLoads<string>();
    const { result, rerender } = renderHook(({ page }) => useRequest(load, `page:${page}`), { initialProps: { page: 1 } });
    act(() => calls[0].resolve('page 1'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ page: 1 });
    expect(calls).toHaveLength(1);
  });

  it('in a hidden cached tab, repeats a call cut short by hiding but not one that finished', async () => {
    const { calls, load } = deferredLoads<string>();
    function Probe() {
      const request = useRequest(load);
      return <p>{request.data ?? request.status}</p>;
    }
    const tab = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <Probe />
      </Activity>
    );
    const { rerender } = render(tab('visible'));
    rerender(tab('hidden'));
    expect(calls[0].signal.aborted).toBe(true);
    rerender(tab('visible'));
    expect(calls).toHaveLength(2);
    act(() => calls[1].resolve('rows'));
    await screen.findByText('rows');
    rerender(tab('hidden'));
    rerender(tab('visible'));
    expect(calls).toHaveLength(2);
    expect(screen.getByText('rows')).toBeInTheDocument();
  });
});
