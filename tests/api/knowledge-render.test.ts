import { describe, expect, it } from 'vitest';
import { ARTICLE_EXTENSIONS } from '../../server/modules/knowledge';
import { editorExtensions } from '../../src/components/rich-text/editor-extensions';
import { permalinkFrom } from '../../server/modules/knowledge/permalink';
import { countWords } from '../../shared/contract/api/knowledge';

/** The server renders with the editor's own node and mark packages, so what is written is what is read. */
describe('article rendering', () => {
  it('uses the same extensions as the editor (the placeholder only edits)', () => {
    const names = (list: { name: string }[]) => list.map((e) => e.name).sort();
    expect(names(editorExtensions('x')).filter((n) => n !== 'placeholder')).toEqual(names(ARTICLE_EXTENSIONS));
  });

  it('makes permalinks from Chinese and English titles', () => {
    expect(permalinkFrom('池塘水质 Basics')).toBe('chi-tang-shui-zhi-basics');
    expect(permalinkFrom('Fire safety in feed stores!')).toBe('fire-safety-in-feed-stores');
    expect(permalinkFrom('???')).toBe('article');
  });

  it('counts a Chinese character as a word and splits other text at spaces', () => {
    expect(countWords('池塘 water quality, 2024')).toBe(5);
  });
});
