import { describe, expect, it, vi } from 'vitest';
import { FakeApi } from './support/fake-api';
import { lateRequests, noNetworkFetch } from './support/no-network';

/**
 * The component project's files share worker processes (issue 34): outside a test's FakeApi, fetch
 * must reach no network, so a page's request after its test cannot reach localhost or the next file.
 */
describe('fetch outside a test’s FakeApi', () => {
  it('rejects as a dropped connection, naming and listing the request, and reaches no network', async () => {
    expect(globalThis.fetch).toBe(noNetworkFetch);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(fetch('http://localhost:3000/api/session', { method: 'post' })).rejects.toThrow('no network in component tests: POST http://localhost:3000/api/session');
    expect(lateRequests.at(-1)).toBe('POST http://localhost:3000/api/session');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('POST http://localhost:3000/api/session'));
    new FakeApi().install();
    expect(globalThis.fetch).not.toBe(noNetworkFetch);
  });

  // The setup file puts it back after each test, the one above with its FakeApi too (in either order).
  it('is the fetch at every test’s start', () => {
    expect(globalThis.fetch).toBe(noNetworkFetch);
  });
});
