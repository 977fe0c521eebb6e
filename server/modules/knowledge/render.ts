import { generateHTML } from '@tiptap/html/server';
import sanitizeHtml from 'sanitize-html';
import { badRequest } from '../../http/app-error';
import { countWords, type TocEntry } from '../../../shared/contract/api/knowledge';
import { ARTICLE_EXTENSIONS } from './extensions';
import { isStoredImageUrl } from './images';

/** Tags and attributes an article may carry; anything else (script, style, on*=) is dropped. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'em', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'colgroup', 'col', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    h1: ['id'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // An image is one of the article-image store's or nothing: a reader's browser loads it with the
  // reader's cookie, so any other address would be a request made in the reader's name.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isStoredImageUrl(frame.attribs.src),
};

export interface Rendered {
  html: string;
  text: string;
  wordCount: number;
  toc: TocEntry[];
}

interface PmNode {
  type?: unknown;
  text?: unknown;
  attrs?: { level?: unknown };
  content?: unknown;
}

const children = (node: PmNode): PmNode[] => (Array.isArray(node.content) ? (node.content as PmNode[]) : []);
const textOf = (node: PmNode): string => (typeof node.text === 'string' ? node.text : children(node).map(textOf).join(''));

/** Block texts, one per paragraph, heading or cell, so words of neighbouring blocks do not run together. */
function blockTexts(node: PmNode, out: string[]): string[] {
  const kids = children(node);
  if (kids.length > 0 && kids.every((k) => k.type === 'text' || k.type === 'hardBreak')) out.push(textOf(node));
  else for (const kid of kids) blockTexts(kid, out);
  return out;
}

/**
 * The reader's HTML of an editor document: rendered with the editor's own extensions, then passed
 * through an allow-list so no script, event handler or javascript: address survives, with ids on
 * the headings for the table of contents. An unknown node type is the caller's mistake (400).
 */
export function renderArticle(doc: unknown): Rendered {
  let raw: string;
  try {
    raw = generateHTML(doc as Parameters<typeof generateHTML>[0], ARTICLE_EXTENSIONS);
  } catch {
    throw badRequest('knowledge_body_invalid');
  }
  const toc: TocEntry[] = [];
  const html = sanitizeHtml(raw, {
    ...SANITIZE,
    transformTags: Object.fromEntries(
      ['h1', 'h2', 'h3', 'h4'].map((tag) => [tag, (tagName: string) => {
        const id = `h-${toc.length + 1}`;
        toc.push({ id, level: Number(tagName.slice(1)), text: '' });
        return { tagName, attribs: { id } };
      }]),
    ),
  });
  // The heading texts come from the document itself, in the same order the renderer met them.
  const headings: PmNode[] = [];
  const walk = (node: PmNode) => {
    if (node.type === 'heading') headings.push(node);
    else children(node).forEach(walk);
  };
  walk(doc as PmNode);
  toc.forEach((entry, i) => (entry.text = headings[i] ? textOf(headings[i]).trim() : ''));
  const text = blockTexts(doc as PmNode, []).join('\n');
  return { html, text, wordCount: countWords(text), toc: toc.filter((e) => e.text) };
}

/** The first characters of a body for a list row. */
export const excerptOf = (text: string, max = 120) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};
