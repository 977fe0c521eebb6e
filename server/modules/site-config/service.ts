import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { badRequest, forbidden } from '../../http/app-error';
import type { RequestScope } from '../../auth/request-scope';
import type { Footer, MapTiles, SiteConfig, SiteConfigEdit } from '../../../shared/contract/api/site-config';
import { resolveTiles, tileSettingOf, TILE_SETTING_KEYS, type TileSetting } from '../../../shared/contract/map/tile-providers';
import { readSiteConfig, writeSiteConfig } from './repository';
import './messages';

/**
 * site_config keys this module reads. `footer` holds both footers and the flag that picks one:
 * { variant: 1|2, footer1: {copyright, icpNumber, publicSecurityNumber, publicSecurityLink},
 *   footer2: {copyright, publicSecurityNumber} }. The editor of /system/config-page writes them.
 */
export const SITE_CONFIG_KEYS = ['platform_name', 'sales_phone', 'footer', ...TILE_SETTING_KEYS] as const;

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
  mapTileUrl: null,
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
    mapTileUrl: tileSettingOf(stored).url,
  };
}

/** The online tiles of the site settings, or null for the offline basemap (/sites and every signed-in map read this). */
export async function mapTilesOf(db: Kysely<DB>): Promise<MapTiles | null> {
  const tiles = resolveTiles(tileSettingOf(await readSiteConfig(db, [...TILE_SETTING_KEYS])));
  return tiles && { layers: tiles.layers, crs: tiles.crs };
}

/** Stored null (a line removed on purpose) is shown as an empty field. */
const field = (v: unknown, fallback: string | null): string => optionalText(v, fallback) ?? '';

/** Everything the editor shows, both footers included, with the defaults where nothing is stored. */
export async function getEditable(db: Kysely<DB>): Promise<SiteConfigEdit> {
  const stored = await readSiteConfig(db, [...SITE_CONFIG_KEYS]);
  const current = await getSiteConfig(db);
  const footer = isObject(stored.get('footer')) ? (stored.get('footer') as Json) : {};
  const f1 = isObject(footer.footer1) ? footer.footer1 : {};
  const f2 = isObject(footer.footer2) ? footer.footer2 : {};
  const base = DEFAULT_SITE_CONFIG.footer;
  const tiles = tileSettingOf(stored);
  return {
    platformName: current.platformName,
    salesPhone: current.salesPhone,
    mapTileProvider: tiles.provider,
    mapTileKey: tiles.key ?? '',
    mapTileUrl: tiles.url ?? '',
    mapTileCrs: tiles.crs,
    footer: {
      variant: current.footer.variant,
      footer1: {
        copyright: text(f1.copyright, base.copyright),
        icpNumber: field(f1.icpNumber, base.icpNumber),
        publicSecurityNumber: field(f1.publicSecurityNumber, base.publicSecurityNumber),
        publicSecurityLink: field(f1.publicSecurityLink, base.publicSecurityLink),
      },
      footer2: {
        copyright: text(f2.copyright, base.copyright),
        publicSecurityNumber: field(f2.publicSecurityNumber, base.publicSecurityNumber),
      },
    },
  };
}

function assertHttpUrl(value: string, messageKey: string): void {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw badRequest(messageKey);
  }
}

/** Hosts a plain-http tile server may have: this machine only (a browser refuses http pictures on an https console). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A tile URL is a template: without {z}, {x} and {y} every tile would be the same image. It is
 * https, or http on this machine (a tile server beside the console, the tests' included).
 */
function tileUrlOf(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  if (!['{z}', '{x}', '{y}'].every((p) => value.includes(p))) throw badRequest('site_config_tile_url_invalid');
  assertHttpUrl(value.replace(/\{[zxy]\}/g, '0'), 'site_config_tile_url_invalid');
  const url = new URL(value.replace(/\{[zxy]\}/g, '0'));
  if (url.protocol !== 'https:' && !LOOPBACK.has(url.hostname)) throw badRequest('site_config_tile_url_invalid');
  return value;
}

/** The tile setting to store: Tianditu needs its key, a custom server its URL; the rest is kept as typed. */
function tileSettingFrom(body: SiteConfigEdit): TileSetting {
  const setting: TileSetting = { provider: body.mapTileProvider, key: nullIfBlank(body.mapTileKey), url: tileUrlOf(body.mapTileUrl), crs: body.mapTileCrs };
  if (setting.provider.startsWith('tianditu') && !setting.key) throw badRequest('site_config_tile_key_invalid');
  if (setting.provider === 'custom' && !setting.url) throw badRequest('site_config_tile_url_invalid');
  if (setting.provider !== 'none' && !resolveTiles(setting)) throw badRequest('site_config_tile_url_invalid');
  return setting;
}

const nullIfBlank = (value: string) => value.trim() || null;

/** PUT /site-config: the platform admin's; every key changes together or not at all. */
export async function saveSiteConfig(scope: RequestScope, body: SiteConfigEdit): Promise<SiteConfig> {
  if (!scope.isAdmin) throw forbidden('site_config_admin_only');
  const { db } = scope;
  const tiles = tileSettingFrom(body);
  const link = nullIfBlank(body.footer.footer1.publicSecurityLink);
  if (link) assertHttpUrl(link, 'site_config_link_invalid');
  await db.transaction().execute((trx) =>
    writeSiteConfig(trx, {
      platform_name: { 'zh-CN': body.platformName['zh-CN'].trim(), 'en-US': body.platformName['en-US'].trim() },
      sales_phone: body.salesPhone.trim(),
      map_tile_provider: tiles.provider,
      map_tile_key: tiles.key,
      map_tile_url: tiles.url,
      map_tile_crs: tiles.crs,
      footer: {
        variant: body.footer.variant,
        footer1: {
          copyright: body.footer.footer1.copyright.trim(),
          icpNumber: nullIfBlank(body.footer.footer1.icpNumber),
          publicSecurityNumber: nullIfBlank(body.footer.footer1.publicSecurityNumber),
          publicSecurityLink: link,
        },
        footer2: {
          copyright: body.footer.footer2.copyright.trim(),
          publicSecurityNumber: nullIfBlank(body.footer.footer2.publicSecurityNumber),
        },
      },
    }),
  );
  return getSiteConfig(db);
}
