import { pinyin } from 'pinyin-pro';
import { ARTICLE_LIMITS } from '../../../shared/contract/api/knowledge';

/**
 * A permalink from a title: Chinese characters become their pinyin without tones, everything
 * else lower-case letters and digits, joined by dashes ("池塘水质 Basics" -> "chi-tang-shui-zhi-basics").
 */
export function permalinkFrom(title: string): string {
  const spelled = pinyin(title, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true }).join(' ');
  const slug = spelled
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ARTICLE_LIMITS.permalink - 4)
    .replace(/-+$/, '');
  return slug || 'article';
}
