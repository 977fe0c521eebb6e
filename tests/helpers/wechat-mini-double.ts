import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for WeChat's mini-program server API, answering as WeChat documents
 * (developers.weixin.qq.com, "getAccessToken", "code2Session", "subscribeMessage.send"), errors
 * included:
 * - GET /cgi-bin/token?grant_type=client_credential&appid=&secret= -> { access_token, expires_in }
 *   or { errcode: 40002 (grant_type), 40013 (appid), 40001 (AppSecret), errmsg };
 * - GET /sns/jscode2session?appid=&secret=&js_code=&grant_type=authorization_code -> { openid,
 *   session_key } for a code made by issueCode (one use), else 40029 invalid code;
 * - POST /cgi-bin/message/subscribe/send?access_token= {touser, template_id, page, data,
 *   miniprogram_state, lang} -> { errcode: 0, errmsg: 'ok', msgid } (msgid beyond 2^53, as WeChat
 *   sends it), or 40001 (unknown token), 42001 (expired token), 40003 (openid), 40037 (template),
 *   41030 (page), 43101 (the user refused), 47003 (a template value breaks its kind's rule).
 */
export interface WechatMiniDouble {
  origin: string;
  appid: string;
  secret: string;
  /** The template rule notices use: thing1 (title), thing2 (detail), time3 (time). */
  templateId: string;
  /** Tokens issued so far. */
  readonly tokensIssued: number;
  /** Every send that reached the double, accepted or not. */
  sends: Array<{ token: string | null; body: Record<string, unknown>; errcode: number }>;
  /** expires_in of the tokens issued from now on (WeChat: 7200). */
  setExpiresIn(seconds: number): void;
  /** Makes every issued token "expired" (42001) or "invalid" (40001), as WeChat does after a secret reset. */
  spoilTokens(how: 'expired' | 'invalid'): void;
  /** A wx.login code for this openid (the user exists in the mini-program from then on). */
  issueCode(openid: string): string;
  /** The user turned the template off (or never subscribed): 43101. */
  refuse(openid: string): void;
  close(): Promise<void>;
}

/** WeChat's value kinds by key prefix, with the documented limits (subscribe message "参数值内容限制"). */
const KIND_RULES: Array<[RegExp, (value: string) => boolean]> = [
  [/^thing\d+$/, (v) => Array.from(v).length <= 20],
  [/^number\d+$/, (v) => /^-?\d+(\.\d+)?$/.test(v) && v.length <= 32],
  [/^letter\d+$/, (v) => /^[A-Za-z]{1,32}$/.test(v)],
  [/^character_string\d+$/, (v) => /^[\x20-\x7e]{1,32}$/.test(v)],
  [/^time\d+$/, (v) => /^(\d{4}([-/]\d{1,2}[-/]\d{1,2}|年\d{1,2}月\d{1,2}日)\s?)?\d{1,2}:\d{2}(:\d{2})?(\s?~\s?.+)?$/.test(v)],
  [/^phrase\d+$/, (v) => Array.from(v).length <= 5],
];

const PAGES = new Set(['index', 'pages/index/index', 'pages/alarm/alarm']);
const rid = () => `${randomBytes(4).toString('hex')}-${randomBytes(4).toString('hex')}`;

function answer(res: ServerResponse, body: Record<string, unknown> | string) {
  // WeChat answers its errors with HTTP 200 and an errcode.
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}
const fail = (res: ServerResponse, errcode: number, errmsg: string) => answer(res, { errcode, errmsg: `${errmsg} rid: ${rid()}` });

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function startWechatMiniDouble(): Promise<WechatMiniDouble> {
  const appid = 'wx0123456789abcdef';
  const secret = randomBytes(16).toString('hex');
  const templateId = 'AlarmTpl-' + randomBytes(6).toString('hex');
  const templates = new Map<string, string[]>([[templateId, ['thing1', 'thing2', 'time3']]]);
  const tokens = new Map<string, { expiresAt: number; spoiled: 'expired' | 'invalid' | null }>();
  const codes = new Map<string, string>();
  const users = new Set<string>();
  const refused = new Set<string>();
  let expiresIn = 7200;
  let issued = 0;
  let msgid = 1988810812324364291n;
  const sends: WechatMiniDouble['sends'] = [];

  /** WeChat's checks of a send, in its order: the token, the receiver, the template, the page, the values, the user's consent. */
  function checkSend(token: string | null, body: Record<string, unknown>): [number, string] | null {
    const held = token ? tokens.get(token) : undefined;
    if (!held || held.spoiled === 'invalid') return [40001, 'invalid credential, access_token is invalid or not latest'];
    if (held.spoiled === 'expired' || held.expiresAt <= Date.now()) return [42001, 'access_token expired'];
    const touser = typeof body.touser === 'string' ? body.touser : '';
    if (!users.has(touser)) return [40003, 'invalid openid'];
    const keys = templates.get(String(body.template_id ?? ''));
    if (!keys) return [40037, 'invalid template id'];
    if (body.page !== undefined && !PAGES.has(String(body.page).split('?')[0])) return [41030, 'invalid page'];
    const data = (body.data && typeof body.data === 'object' ? body.data : {}) as Record<string, { value?: unknown }>;
    for (const key of keys) {
      const value = data[key]?.value;
      if (typeof value !== 'string' || value === '') return [47003, `argument invalid! data.${key}.value is empty`];
      const rule = KIND_RULES.find(([pattern]) => pattern.test(key))?.[1];
      if (rule && !rule(value)) return [47003, `argument invalid! data.${key}.value invalid`];
    }
    if (refused.has(touser)) return [43101, 'user refuse to accept the msg'];
    return null;
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://double');
    const q = (name: string) => url.searchParams.get(name);
    if (req.method === 'GET' && url.pathname === '/cgi-bin/token') {
      if (q('grant_type') !== 'client_credential') return fail(res, 40002, 'invalid grant_type');
      if (q('appid') !== appid) return fail(res, 40013, 'invalid appid');
      if (q('secret') !== secret) return fail(res, 40001, 'invalid credential, access_token is invalid or not latest');
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, { expiresAt: Date.now() + expiresIn * 1000, spoiled: null });
      issued += 1;
      return answer(res, { access_token: token, expires_in: expiresIn });
    }
    if (req.method === 'GET' && url.pathname === '/sns/jscode2session') {
      if (q('appid') !== appid) return fail(res, 40013, 'invalid appid');
      if (q('secret') !== secret) return fail(res, 40125, 'invalid appsecret');
      if (q('grant_type') !== 'authorization_code') return fail(res, 40002, 'invalid grant_type');
      const openid = codes.get(q('js_code') ?? '');
      if (!openid) return fail(res, 40029, 'invalid code');
      codes.delete(q('js_code')!);
      return answer(res, { openid, session_key: randomBytes(16).toString('base64') });
    }
    if (req.method === 'POST' && url.pathname === '/cgi-bin/message/subscribe/send') {
      const token = q('access_token');
      const body = (await readJson(req)) ?? {};
      const refusal = checkSend(token, body);
      sends.push({ token, body, errcode: refusal?.[0] ?? 0 });
      if (refusal) return fail(res, refusal[0], refusal[1]);
      msgid += 1n;
      // Written by hand: the msgid is a 64-bit number, as WeChat writes it.
      return answer(res, `{"errcode":0,"errmsg":"ok","msgid":${msgid}}`);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    appid,
    secret,
    templateId,
    get tokensIssued() {
      return issued;
    },
    sends,
    setExpiresIn(seconds) {
      expiresIn = seconds;
    },
    spoilTokens(how) {
      for (const held of tokens.values()) held.spoiled = how;
    },
    issueCode(openid) {
      users.add(openid);
      const code = randomBytes(12).toString('hex');
      codes.set(code, openid);
      return code;
    },
    refuse(openid) {
      refused.add(openid);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
