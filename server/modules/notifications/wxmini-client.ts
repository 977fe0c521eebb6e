import type { WxminiConfig } from './wxmini-config';

/** A WeChat call that does not answer within this is given up (the console's own timeout is 6 s). */
export const WXMINI_TIMEOUT_MS = 5000;
/**
 * A token is renewed this long before WeChat says it expires: WeChat keeps the previous token
 * valid for five minutes after issuing a new one, so renewing inside that window never leaves a
 * send holding a dead token.
 */
export const WXMINI_RENEW_BEFORE_MS = 5 * 60_000;
/** WeChat's "invalid credential" and "access_token expired": the token is renewed once and the call repeated. */
const TOKEN_REFUSED = new Set([40001, 42001]);

/** WeChat's own errcode (a number) or ours: 'timeout', 'unreachable', 'bad_response'. */
export class WxminiError extends Error {
  constructor(
    readonly errcode: number | 'timeout' | 'unreachable' | 'bad_response',
    readonly errmsg: string,
  ) {
    super(`${errcode} ${errmsg}`);
  }
}

interface Token {
  token: string;
  expiresAt: number;
}

// One cache per mini-program (host, appid, secret) for the whole process: WeChat invalidates a
// token some minutes after a new one is taken, so two caches for one app would undo each other.
const tokens = new Map<string, Token>();
const pending = new Map<string, Promise<Token>>();
const keyOf = (config: WxminiConfig) => `${config.baseUrl}|${config.appid}|${config.secret}`;

/** Forgets every cached token (tests start each case from WeChat's side; an operator's secret reset needs no restart). */
export function forgetAccessTokens(): void {
  tokens.clear();
}

type Raw = Record<string, unknown>;

/** Fetches a WeChat JSON answer; errcode 0 or absent is success. The raw text is kept for msgid (beyond 2^53). */
async function call(url: URL, init: RequestInit = {}): Promise<{ body: Raw; text: string }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(WXMINI_TIMEOUT_MS) });
  } catch (error) {
    throw new WxminiError((error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable', (error as Error).message);
  }
  const text = await response.text();
  let body: Raw;
  try {
    body = JSON.parse(text) as Raw;
  } catch {
    throw new WxminiError('bad_response', `HTTP ${response.status}`);
  }
  if (typeof body !== 'object' || body === null) throw new WxminiError('bad_response', `HTTP ${response.status}`);
  const errcode = body.errcode === undefined ? 0 : Number(body.errcode);
  if (errcode !== 0) throw new WxminiError(Number.isFinite(errcode) ? errcode : 'bad_response', String(body.errmsg ?? ''));
  return { body, text };
}

async function fetchToken(config: WxminiConfig, now: () => number): Promise<Token> {
  const url = new URL(`${config.baseUrl}/cgi-bin/token`);
  url.searchParams.set('grant_type', 'client_credential');
  url.searchParams.set('appid', config.appid);
  url.searchParams.set('secret', config.secret);
  const { body } = await call(url);
  const token = typeof body.access_token === 'string' ? body.access_token : '';
  const expiresIn = Number(body.expires_in);
  if (!token || !Number.isFinite(expiresIn) || expiresIn <= 0) throw new WxminiError('bad_response', 'no access_token');
  return { token, expiresAt: now() + expiresIn * 1000 };
}

/**
 * GET /cgi-bin/token (client_credential): the cached token while it has more than
 * WXMINI_RENEW_BEFORE_MS left, else a new one. Concurrent callers share one request. `force`
 * renews even a fresh token (after WeChat refused it).
 */
export async function getAccessToken(config: WxminiConfig, options: { force?: boolean; now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const key = keyOf(config);
  const cached = tokens.get(key);
  if (!options.force && cached && cached.expiresAt - now() > WXMINI_RENEW_BEFORE_MS) {
    return { access_token: cached.token, expires_in: Math.floor((cached.expiresAt - now()) / 1000) };
  }
  let request = pending.get(key);
  if (!request) {
    request = fetchToken(config, now).finally(() => pending.delete(key));
    pending.set(key, request);
  }
  const fresh = await request;
  tokens.set(key, fresh);
  return { access_token: fresh.token, expires_in: Math.floor((fresh.expiresAt - now()) / 1000) };
}

export interface SubscribeMessage {
  touser: string;
  template_id: string;
  page?: string | null;
  data: Record<string, { value: string }>;
}

/**
 * POST /cgi-bin/message/subscribe/send. A refused token (40001, 42001) is renewed and the send
 * tried once more; any other errcode (43101 the user refused, 47003 a template value, ...) throws
 * a WxminiError. Answers WeChat's msgid as text, since it exceeds a JavaScript number.
 */
export async function sendSubscribeMessage(config: WxminiConfig, message: SubscribeMessage, lang: 'zh_CN' | 'en_US' = 'zh_CN'): Promise<{ msgid: string | null }> {
  const payload = JSON.stringify({
    touser: message.touser,
    template_id: message.template_id,
    ...(message.page ? { page: message.page } : {}),
    data: message.data,
    miniprogram_state: config.state,
    lang,
  });
  const send = async (force: boolean) => {
    const { access_token } = await getAccessToken(config, { force });
    const url = new URL(`${config.baseUrl}/cgi-bin/message/subscribe/send`);
    url.searchParams.set('access_token', access_token);
    return call(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
  };
  let answer: Awaited<ReturnType<typeof call>>;
  try {
    answer = await send(false);
  } catch (error) {
    if (!(error instanceof WxminiError) || typeof error.errcode !== 'number' || !TOKEN_REFUSED.has(error.errcode)) throw error;
    answer = await send(true);
  }
  return { msgid: /"msgid"\s*:\s*"?(\d+)/.exec(answer.text)?.[1] ?? null };
}

/** GET /sns/jscode2session: the openid behind a wx.login code (the code is good for one use). */
export async function codeToOpenid(config: WxminiConfig, code: string): Promise<string> {
  const url = new URL(`${config.baseUrl}/sns/jscode2session`);
  url.searchParams.set('appid', config.appid);
  url.searchParams.set('secret', config.secret);
  url.searchParams.set('js_code', code);
  url.searchParams.set('grant_type', 'authorization_code');
  const { body } = await call(url);
  if (typeof body.openid !== 'string' || !body.openid) throw new WxminiError('bad_response', 'no openid');
  return body.openid;
}
