import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { Footer, SiteConfig } from './schemas';
import { readSiteConfig } from './repository';

/**
 * site_config keys this module reads. `footer` holds both footers and the flag that picks one:
 * { variant: 1|2, footer1: {copyright, icpNumber, publicSecurityNumber, publicSecurityLink},
 *   footer2: {copyright, publicSecurityNumber} }. The admin editor of a later issue writes them.
 */
export const SITE_CONFIG_KEYS = ['platform_name', 'sales_phone', 'footer'] as const;

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  platformName: { 'zh-CN': '智能监控管理平台', 'en-US': 'Smart Monitoring Management Platform' },
  salesPhone: '400-000-0000',
  footer: {
    variant: 1,
    copyright: 'Copyright © 2024 智能监控科技有限公司 All Rights Reserved',
    icpNumber: 'ICP备00000000号-1',
    publicSecurityNumber: '公网安备 00000000000000号',
    publicSecurityLink: 'https://beian.mps.gov.cn/',
  },
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, fallback: string): string => (typeof v === 'string' && v.trim() !== '' ? v : fallback);
const optionalText = (v: unknown, fallback: string | null): string | null =>
  v === null ? null : typeof v === 'string' && v.trim() !== '' ? v : fallback;

/** Picks the footer the flag selects; a malformed stored value falls back to the defaults field by field. */
function footerOf(raw: unknown): Footer {
  const base = DEFAULT_SITE_CONFIG.footer;
  if (!isObject(raw)) return base;
  const variant = raw.variant === 2 ? 2 : 1;
  const chosen = isObject(raw[`footer${variant}`]) ? (raw[`footer${variant}`] as Json) : {};
  return {
    variant,
    copyright: text(chosen.copyright, base.copyright),
    icpNumber: variant === 1 ? optionalText(chosen.icpNumber, base.icpNumber) : null,
    publicSecurityNumber: optionalText(chosen.publicSecurityNumber, base.publicSecurityNumber),
    publicSecurityLink: variant === 1 ? optionalText(chosen.publicSecurityLink, base.publicSecurityLink) : null,
  };
}

export async function getSiteConfig(db: Kysely<DB>): Promise<SiteConfig> {
  const stored = await readSiteConfig(db, [...SITE_CONFIG_KEYS]);
  const name = stored.get('platform_name');
  const defaults = DEFAULT_SITE_CONFIG.platformName;
  return {
    platformName: isObject(name)
      ? { 'zh-CN': text(name['zh-CN'], defaults['zh-CN']), 'en-US': text(name['en-US'], defaults['en-US']) }
      : defaults,
    salesPhone: text(stored.get('sales_phone'), DEFAULT_SITE_CONFIG.salesPhone),
    footer: footerOf(stored.get('footer')),
  };
}
