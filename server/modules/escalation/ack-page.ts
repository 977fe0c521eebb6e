import { translate } from '../../i18n/messages';
import './messages';

const LANGS = ['zh-CN', 'en-US'] as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface AckPageIncident {
  id: number;
  title: string;
  title_en: string;
  severity: 'critical' | 'major' | 'minor';
  opened_at: Date;
}

/**
 * The page a ladder message's link opens on a phone, in both languages (nobody is signed in to
 * say which): the incident and a button that posts back to the same address, or what refused it.
 */
export function ackPage(options: { incident?: AckPageIncident; messageKey?: string; button?: boolean }): string {
  const { incident, messageKey, button = false } = options;
  const blocks = LANGS.map((lang) => {
    const parts: string[] = [];
    if (incident) {
      const title = lang === 'zh-CN' ? incident.title : incident.title_en;
      const severity = translate(lang, `escalation_severity_${incident.severity}`);
      parts.push(`<h2>${escape(translate(lang, 'escalation_message_title', { severity, title }))}</h2>`);
      parts.push(`<p>#${incident.id} · <time datetime="${incident.opened_at.toISOString()}">${escape(incident.opened_at.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></p>`);
    }
    if (messageKey) parts.push(`<p class="message">${escape(translate(lang, messageKey))}</p>`);
    return `<section lang="${lang}">${parts.join('')}</section>`;
  });
  const form = button
    ? `<form method="post"><button type="submit" style="font-size:1.2rem;padding:.8rem 1.6rem">${LANGS.map((lang) => escape(translate(lang, 'escalation_ack_button'))).join(' / ')}</button></form>`
    : '';
  const heading = LANGS.map((lang) => escape(translate(lang, 'escalation_ack_heading'))).join(' / ');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${heading}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:1rem auto;padding:0 1rem"><h1>${heading}</h1>${blocks.join('<hr>')}${form}</body></html>`;
}
