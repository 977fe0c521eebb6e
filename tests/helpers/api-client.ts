/**
 * A tiny cookie-keeping HTTP client for API tests: one instance is one browser session.
 * Requests go over the network to the real server, like the console's own fetch wrapper.
 */
export interface ApiResponse<T = unknown> {
  status: number;
  body: { success: boolean; code: string; message: string; data?: T; requestId?: string };
  headers: Headers;
}

let nextIp = (process.pid % 200) * 65536 + 1;

export class ApiClient {
  private cookies = new Map<string, string>();
  /** Each client looks like its own machine (through the trusted loopback proxy), so per-IP login limits of one test do not spill into another. */
  readonly ip = `10.${nextIp >> 16 & 255}.${nextIp >> 8 & 255}.${nextIp++ & 255}`;

  constructor(
    readonly origin: string,
    private readonly lang: 'zh-CN' | 'en-US' = 'en-US',
  ) {}

  async request<T = unknown>(method: string, path: string, body?: unknown, query?: Record<string, unknown>, extraHeaders: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const url = new URL(`/api${path.startsWith('/') ? path : `/${path}`}`, this.origin);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { 'accept-language': this.lang, 'x-forwarded-for': this.ip, ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
  }

  get<T = unknown>(path: string, query?: Record<string, unknown>) {
    return this.request<T>('GET', path, undefined, query);
  }
  post<T = unknown>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body ?? {});
  }
  put<T = unknown>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body ?? {});
  }
  delete<T = unknown>(path: string, body?: unknown) {
    return this.request<T>('DELETE', path, body);
  }

  /** Sends one file as multipart/form-data (field `file`), as the console's upload controls do. */
  async upload<T = unknown>(path: string, bytes: Uint8Array, name: string, type: string): Promise<ApiResponse<T>> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const headers: Record<string, string> = { 'accept-language': this.lang, 'x-forwarded-for': this.ip };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(new URL(`/api${path}`, this.origin), { method: 'POST', headers, body: form });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
  }

  /** Logs in and fails loudly if the account does not work. */
  async login(username: string, password: string) {
    const res = await this.post<{ userId: number }>('/login', { username, password });
    if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${res.body.message}`);
    return res.body.data!;
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }
}

export const DEMO = {
  admin: ['admin', 'admin123'],
  agent: ['agent', 'agent123'],
  farmer: ['farmer', 'farmer123'],
} as const;
