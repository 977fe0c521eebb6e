import { storedLanguage } from '../i18n/language';
import { readCookie } from '../lib/cookies';
import { COOKIE_NAMES } from '../lib/storage-keys';

/** Spec section 7: every call gives up after this long. */
export const REQUEST_TIMEOUT_MS = 6000;
export const SUCCESS_CODE = '00000';
/** An upload's time limit: 2 MB on a slow 3G link of a pond-side phone. */
export const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * Same-origin `/api` unless VITE_API_BASE names another base. The server serves the SPA on the
 * API's own port (7002) and Vite dev proxies /api, so same-origin is the spec's
 * `${protocol}//${hostname}:7002/api` in production and also works on test servers' random ports.
 */
export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when no response came (timeout or network). */
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The call a page cannot work without: its 403 shows the error-403 page and its 500 the /500
   * page. Other calls reject and let the caller show an inline error. A 401 always goes to login,
   * a 423 (session locked on the server) always to the lock screen.
   */
  main?: boolean;
  /** Leave a 401 to the caller (the login form's wrong credentials, a background session probe). */
  allow401?: boolean;
  /** A multipart body (a file upload) instead of JSON; the browser sets its content type. */
  form?: FormData;
  /** Longer than the spec's 6000 ms for uploads, whose time grows with the file and the link. */
  timeoutMs?: number;
  /** Headers of this call alone: the phone's queue sends each entry's Idempotency-Key. */
  headers?: Record<string, string>;
}

export interface ApiHandlers {
  unauthorized(): void;
  /** 423: the server holds this session locked; show the lock screen. */
  locked(): void;
  forbidden(): void;
  serverError(): void;
}

let handlers: ApiHandlers = { unauthorized() {}, locked() {}, forbidden() {}, serverError() {} };

/** The app shell installs the navigation that 401/403/500 lead to (the client knows no router). */
export function setApiHandlers(next: ApiHandlers): void {
  handlers = next;
}

const LOCAL_MESSAGES = {
  timeout: { 'zh-CN': '请求超时，请稍后再试', 'en-US': 'The request timed out. Please try again later.' },
  network: { 'zh-CN': '网络错误，请检查网络连接', 'en-US': 'Network error. Please check your connection.' },
  badBody: { 'zh-CN': '服务器返回了无法识别的数据', 'en-US': 'The server sent an unreadable answer.' },
  locked: { 'zh-CN': '屏幕已锁定，请输入密码解锁', 'en-US': 'The screen is locked. Enter your password to unlock it.' },
} as const;

/** The calls a locked screen still makes; the server answers every other one 423 while locked. */
const LOCKED_SCREEN_CALLS = new Set(['/lock', '/unlock', '/logout', '/login']);

interface EnvelopeBody<T> {
  success?: boolean;
  code?: string;
  message?: string;
  data?: T;
}

/** The address of an API path with its query (values left out when undefined or null). */
export function urlOf(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * One API call: JSON in and out, cookies included, the caller's language, a 6000 ms timeout.
 * Resolves with `data` only when HTTP 200 and (success true or code '00000'); otherwise rejects
 * with an ApiError carrying the server's message (already in the caller's language).
 */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const lang = storedLanguage();
  // While this browser shows the lock screen, calls of pages left running (polls ending, a cached
  // tab) stop here instead of drawing the server's 423; the guards keep the user on /locking.
  if (readCookie(COOKIE_NAMES.locking) === '1' && !LOCKED_SCREEN_CALLS.has(path)) {
    throw new ApiError(423, 'A0423', LOCAL_MESSAGES.locked[lang]);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query), {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        'accept-language': lang,
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.form ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = controller.signal.aborted;
    throw new ApiError(0, timedOut ? 'timeout' : 'network', LOCAL_MESSAGES[timedOut ? 'timeout' : 'network'][lang]);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  let body: EnvelopeBody<T> = {};
  try {
    const text = await response.text();
    body = text ? (JSON.parse(text) as EnvelopeBody<T>) : {};
  } catch {
    if (response.ok) throw new ApiError(response.status, 'bad_body', LOCAL_MESSAGES.badBody[lang]);
  }
  if (response.status === 200 && (body.success === true || body.code === SUCCESS_CODE)) return body.data as T;

  const error = new ApiError(response.status, body.code ?? String(response.status), body.message ?? response.statusText);
  if (response.status === 401 && !options.allow401) handlers.unauthorized();
  else if (response.status === 423) handlers.locked();
  else if (response.status === 403 && options.main) handlers.forbidden();
  else if (response.status >= 500 && options.main) handlers.serverError();
  throw error;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, { ...options, body }),
  /** POSTs one file as multipart form data (field `file`), with the same success rule and errors as every call. */
  upload: <T>(path: string, file: Blob, filename: string, options?: RequestOptions) => {
    const form = new FormData();
    form.append('file', file, filename);
    return request<T>('POST', path, { timeoutMs: UPLOAD_TIMEOUT_MS, ...options, form });
  },
};
