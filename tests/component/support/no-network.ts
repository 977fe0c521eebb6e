/**
 * The component project's files share worker processes (issue 34, vitest.config.ts), so a request
 * a page makes after its test ended (a timer, a retry, a held promise let go by unmounting) runs
 * while another file's test is on. Between tests, and in a test that installed no FakeApi, fetch
 * is this one: it reaches no network (happy-dom's own fetch would ask localhost:3000), rejects as
 * a dropped connection does (the API client shows its network error) and names the address. A
 * late request is printed, not failed: the test that made it has ended and the one running now
 * did not make it.
 */
export const lateRequests: string[] = [];

export function noNetworkFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const request = `${(init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()} ${url}`;
  lateRequests.push(request);
  console.warn(`[component tests] no network: ${request} was asked when no FakeApi was installed (after its test ended?)`);
  return Promise.reject(new TypeError(`no network in component tests: ${request}`));
}
