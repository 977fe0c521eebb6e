import { ConfigError } from '../../config';

/** WeChat's API host; a test double or a proxy sets WXMINI_BASE_URL. */
export const WXMINI_DEFAULT_BASE_URL = 'https://api.weixin.qq.com';
/** Where a template value comes from: the notice's title, its first line of text, or the time it was sent. */
export const WXMINI_SOURCES = ['title', 'body', 'time'] as const;
export type WxminiSource = (typeof WXMINI_SOURCES)[number];
/** A template such as "thing1 alarm name, thing2 detail, time3 time" (the keys are the template's, chosen in the WeChat console). */
const DEFAULT_FIELDS = 'thing1:title,thing2:body,time3:time';
const STATES = ['developer', 'trial', 'formal'] as const;

export interface WxminiConfig {
  baseUrl: string;
  appid: string;
  secret: string;
  /** The subscribe-message template rule notices use; null: rules cannot send (the route still can with its own). */
  templateId: string | null;
  /** The mini-program page a notice opens (WeChat: "index?foo=bar"); null: no jump. */
  page: string | null;
  state: (typeof STATES)[number];
  /** Template key -> what fills it. */
  fields: Array<{ key: string; source: WxminiSource }>;
}

function parseFields(raw: string): WxminiConfig['fields'] {
  return raw.split(',').map((part) => {
    const [key, source] = part.split(':').map((s) => s.trim());
    if (!key || !/^[a-z_]+\d*$/i.test(key) || !(WXMINI_SOURCES as readonly string[]).includes(source)) {
      throw new ConfigError(`WXMINI_FIELDS must be a list such as "${DEFAULT_FIELDS}" (sources: ${WXMINI_SOURCES.join(', ')}), got "${raw}"`);
    }
    return { key, source: source as WxminiSource };
  });
}

/**
 * The mini-program's settings: WXMINI_APPID and WXMINI_SECRET (both, or neither: null, "not
 * configured"), WXMINI_BASE_URL, WXMINI_TEMPLATE_ID, WXMINI_PAGE, WXMINI_STATE (developer, trial or
 * formal) and WXMINI_FIELDS. Read on every call, as the weather adapter does, so an operator's
 * change needs no restart of the notifier and tests can point it at a double.
 */
export function readWxminiConfig(env: NodeJS.ProcessEnv = process.env): WxminiConfig | null {
  const appid = env.WXMINI_APPID?.trim();
  const secret = env.WXMINI_SECRET?.trim();
  if (!appid && !secret) return null;
  if (!appid || !secret) throw new ConfigError('WXMINI_APPID and WXMINI_SECRET must be set together');
  const state = (env.WXMINI_STATE?.trim() || 'formal') as WxminiConfig['state'];
  if (!STATES.includes(state)) throw new ConfigError(`WXMINI_STATE must be one of ${STATES.join(', ')}, got "${state}"`);
  const baseUrl = (env.WXMINI_BASE_URL?.trim() || WXMINI_DEFAULT_BASE_URL).replace(/\/+$/, '');
  if (!URL.canParse(baseUrl) || !['http:', 'https:'].includes(new URL(baseUrl).protocol)) {
    throw new ConfigError(`WXMINI_BASE_URL must be an http(s) URL, got "${env.WXMINI_BASE_URL}"`);
  }
  return {
    baseUrl,
    appid,
    secret,
    templateId: env.WXMINI_TEMPLATE_ID?.trim() || null,
    page: env.WXMINI_PAGE?.trim() || null,
    state,
    fields: parseFields(env.WXMINI_FIELDS?.trim() || DEFAULT_FIELDS),
  };
}
