import type { NotifyLanguage, NotifyMessage } from './types';

/** A provider template registered per language (Aliyun TemplateCode / TtsCode, Tencent TemplateId). */
export type LanguageTemplates = Partial<Record<NotifyLanguage, string>>;

/** The values an alarm or incident template is filled with: `${title}` and `${detail}` (Tencent: {1} and {2}). */
export interface TemplateValues {
  title: string;
  detail: string;
}

const CJK = /[\u3400-\u9fff]/;

/**
 * The template in the message's language, else the default language's, else the one there is
 * (configuration insists on one at least).
 */
export function chooseTemplate(templates: LanguageTemplates, message: Pick<NotifyMessage, 'language'>, fallback: NotifyLanguage): { language: NotifyLanguage; code: string } {
  for (const language of [message.language, fallback, 'zh-CN', 'en-US'] as const) {
    if (language && templates[language]) return { language, code: templates[language] };
  }
  throw new Error('no template configured');
}

/** The part of a bilingual text in one language: Chinese is the first part with Chinese characters, English the first without. */
function partIn(parts: string[], language: NotifyLanguage): string {
  const wanted = parts.find((p) => (language === 'zh-CN' ? CJK.test(p) : !CJK.test(p)));
  return wanted ?? parts[0] ?? '';
}

const cut = (text: string, max: number) => (Array.from(text).length > max ? `${Array.from(text).slice(0, max - 1).join('')}…` : text);

/**
 * A template's values from a notice. Rule and incident texts carry Chinese then English ("名 / name",
 * one line each in the body, the action's own message first), so each language's template gets its
 * own half; each value is cut to the provider's limit for one variable.
 */
export function templateValues(message: Pick<NotifyMessage, 'title' | 'body'>, language: NotifyLanguage, max: number): TemplateValues {
  const titleParts = message.title.split(' / ').map((p) => p.trim()).filter(Boolean);
  const lines = message.body.split('\n').map((l) => l.trim()).filter(Boolean);
  return { title: cut(partIn(titleParts, language) || '-', max), detail: cut(partIn(lines, language) || '-', max) };
}
