import { vi } from 'vitest';
import type { ApiAnswers, CallKey } from './api-answers';

/** What the server says to one request: the envelope, or a held answer the test lets go later. */
export interface Reply {
  status: number;
  body: { success: boolean; code: string; message: string; data?: unknown };
}

export const okReply = (data: unknown): Reply => ({ status: 200, body: { success: true, code: '00000', message: 'ok', data } });
export const refusalReply = (status: number, code: string, message: string): Reply => ({ status, body: { success: false, code, message } });

/** A request as a handler sees it: the parsed JSON body (POST, PUT, DELETE) and the query string. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  headers: Headers;
}

interface Held {
  settle(reply: Reply): void;
}

/**
 * One address of the API as the test answers it, typed by the contract: `answers` takes only
 * data of the shape `ApiAnswers` gives the address, so a fixture of the wrong shape fails
 * typecheck. Requests are held (a page's spinner), answered or refused, and counted.
 */
export class FakeCall<K extends CallKey> {
  asked = 0;
  /** Every request of this call, in order (their bodies and queries). */
  readonly requests: FakeRequest[] = [];
  private reply: Reply | 'hold' = 'hold';
  private readonly held: Held[] = [];

  constructor(
    readonly key: K,
    /** Which requests of the address are this call (a page's list, not a picker's search of the same address). */
    readonly when: (request: FakeRequest) => boolean = () => true,
  ) {}

  /** Requests from now on wait until `release` or `answers`. */
  holding(): this {
    this.reply = 'hold';
    return this;
  }

  /** Requests from now on get `data`; held ones too. */
  answers(data: ApiAnswers[K]): this {
    this.reply = okReply(data);
    this.releaseWith(this.reply);
    return this;
  }

  /** Requests from now on are refused with the API envelope (HTTP `status`, `code`, the server's `message`); held ones too. */
  refuses(status: number, code: string, message: string): this {
    this.reply = refusalReply(status, code, message);
    this.releaseWith(this.reply);
    return this;
  }

  /** How many requests wait for an answer. */
  get waiting(): number {
    return this.held.length;
  }

  /** Answers the held requests with `data`; later ones keep being held. */
  release(data: ApiAnswers[K]): void {
    this.releaseWith(okReply(data));
  }

  private releaseWith(reply: Reply): void {
    for (const request of this.held.splice(0)) request.settle(reply);
  }

  /** @internal the fake fetch's side */
  take(request: FakeRequest, settle: (reply: Reply) => void): void {
    this.asked += 1;
    this.requests.push(request);
    if (this.reply === 'hold') this.held.push({ settle });
    else settle(this.reply);
  }
}

/**
 * The console's API as one test answers it: fetch is replaced, each request is matched by method
 * and path (and the call's own `when`), and a request no call matches is recorded in `unanswered`
 * and refused 404, so a page's unexpected call shows in the test instead of passing silently.
 */
export class FakeApi {
  readonly unanswered: string[] = [];
  private readonly calls: FakeCall<CallKey>[] = [];

  /** The address `key` ("METHOD /path", the path after /api), answered as the returned call says. */
  call<K extends CallKey>(key: K, when?: (request: FakeRequest) => boolean): FakeCall<K> {
    const made = new FakeCall(key, when);
    // The newest call of an address is asked first, so a test can narrow what a screen set up.
    this.calls.unshift(made as unknown as FakeCall<CallKey>);
    return made;
  }

  /**
   * As `call`, but asked after every other call of the address: what every screen gets unless its
   * test says otherwise (renderApp's answers that pages ask in passing).
   */
  fallback<K extends CallKey>(key: K): FakeCall<K> {
    const made = new FakeCall(key);
    this.calls.push(made as unknown as FakeCall<CallKey>);
    return made;
  }

  /** Replaces the global fetch until the test ends (the setup file restores it). */
  install(): this {
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => this.fetch(input, init));
    return this;
  }

  private fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api(?=\/)/, '');
    const body = typeof init.body === 'string' && init.body ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const request: FakeRequest = { method, path, query: url.searchParams, body, headers: new Headers(init.headers) };
    const call = this.calls.find((c) => c.key === `${method} ${path}` && c.when(request));
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      const onAbort = () => reject(signal?.reason ?? new DOMException('aborted', 'AbortError'));
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = (reply: Reply) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } }));
      };
      if (call) call.take(request, settle);
      else {
        this.unanswered.push(`${method} ${path}`);
        settle(refusalReply(404, 'A0404', `no answer for ${method} ${path} in this test`));
      }
    });
  }
}
