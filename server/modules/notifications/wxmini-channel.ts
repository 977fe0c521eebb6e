import type { NotifyChannel, NotifyMessage } from './types';
import { readWxminiConfig, type WxminiConfig } from './wxmini-config';
import { sendSubscribeMessage, WxminiError } from './wxmini-client';

/** WeChat's limit for a template's `thing` value (20 characters); other kinds are cut to 32 (number, letter, character_string). */
const THING_MAX = 20;
const OTHER_MAX = 32;
/** Notices are read in China: the time value is Beijing time, as "2019-10-01 15:01" (a form WeChat's time.DATA accepts). */
const TIME_ZONE = 'Asia/Shanghai';

const cut = (text: string, max: number) => (Array.from(text).length > max ? `${Array.from(text).slice(0, max - 1).join('')}…` : text);

function timeText(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The template's data from a notice: each configured key filled from the title, the first line of the body, or the time. */
export function templateData(config: WxminiConfig, message: Pick<NotifyMessage, 'title' | 'body'>, at = new Date()): Record<string, { value: string }> {
  const firstLine = message.body.split('\n').find((line) => line.trim())?.trim() ?? '';
  const data: Record<string, { value: string }> = {};
  for (const { key, source } of config.fields) {
    const raw = source === 'title' ? message.title : source === 'body' ? firstLine : timeText(at);
    data[key] = { value: source === 'time' ? raw : cut(raw || '-', key.startsWith('thing') ? THING_MAX : OTHER_MAX) };
  }
  return data;
}

/**
 * Mini-program subscribe messages to an openid (`to`), through WeChat's API with the configured
 * template. Never throws: not configured, no template, or WeChat's refusal is a failed result
 * whose detail carries WeChat's errcode and errmsg for the rule's log.
 */
export function wxminiChannel(env: NodeJS.ProcessEnv = process.env): NotifyChannel {
  return {
    provider: 'wxmini',
    async send(message: NotifyMessage) {
      let config: WxminiConfig | null;
      try {
        config = readWxminiConfig(env);
      } catch (error) {
        return { ok: false, detail: (error as Error).message };
      }
      if (!config) return { ok: false, detail: 'mini-program not configured (WXMINI_APPID, WXMINI_SECRET)' };
      if (!config.templateId) return { ok: false, detail: 'no mini-program template (WXMINI_TEMPLATE_ID)' };
      try {
        const { msgid } = await sendSubscribeMessage(config, { touser: message.to, template_id: config.templateId, page: config.page, data: templateData(config, message) });
        return { ok: true, detail: `msgid ${msgid ?? '-'}` };
      } catch (error) {
        if (error instanceof WxminiError) return { ok: false, detail: `errcode ${error.errcode}: ${error.errmsg}` };
        return { ok: false, detail: (error as Error).message };
      }
    },
  };
}
