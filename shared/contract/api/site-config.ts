import { Type, type Static } from 'typebox';
import { endpoint, FILE_ANSWER } from '../endpoint';
import { Id, Nullable } from '../schema-bounds';
import { TIANDITU_KEY_PATTERN, TILE_PROVIDERS } from '../map/tile-providers';

/**
 * The footer the console shows (spec section 2): variant 1 is a copyright line, an ICP filing
 * number and a public-security filing link with its icon; variant 2 is another copyright line and
 * a public-security filing number without a link.
 */
export const FooterSchema = Type.Object({
  variant: Type.Union([Type.Literal(1), Type.Literal(2)]),
  copyright: Type.String(),
  icpNumber: Nullable(Type.String()),
  publicSecurityNumber: Nullable(Type.String()),
  publicSecurityLink: Nullable(Type.String()),
});
export type Footer = Static<typeof FooterSchema>;

/** Public deployment settings the console needs before anyone logs in. */
export const SiteConfigSchema = Type.Object({
  platformName: Type.Object({ 'zh-CN': Type.String(), 'en-US': Type.String() }),
  /** Quoted by the SIM expiry alarm ("contact the provider's salesperson ... {phone}"). */
  salesPhone: Type.String(),
  footer: FooterSchema,
  /** An XYZ tile URL template ({z}/{x}/{y}) for the map's basemap; null = the bundled offline basemap. */
  mapTileUrl: Nullable(Type.String()),
});
export type SiteConfig = Static<typeof SiteConfigSchema>;

/** The online tiles the deployment chose (site settings): XYZ templates bottom to top and their coordinate system. */
export const MapTilesSchema = Type.Object({ layers: Type.Array(Type.String()), crs: Type.Union([Type.Literal('wgs84'), Type.Literal('gcj02')]) });
export type MapTiles = Static<typeof MapTilesSchema>;

// ---- The administrator's editor (8005) ----

/** An http(s) address or nothing; the service also parses it. */
const HttpUrl = (messageKey: string) =>
  Type.String({ maxLength: 500, pattern: '^(https?://\\S+)?$', 'x-message': messageKey });
const Line = Type.String({ maxLength: 200 });
const Copyright = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', 'x-message': 'site_config_copyright_required' });

/** Both footers as stored, whichever the flag shows, so switching variants loses nothing. */
export const SiteConfigEditSchema = Type.Object({
  platformName: Type.Object({
    'zh-CN': Type.String({ minLength: 1, maxLength: 60, pattern: '\\S', 'x-message': 'site_config_name_required' }),
    'en-US': Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', 'x-message': 'site_config_name_required' }),
  }),
  salesPhone: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9+\\-() ]*[0-9][0-9+\\-() ]*$', 'x-message': 'site_config_phone_invalid' }),
  /** The map's basemap: offline (none), Tianditu with its key, AMap, or a custom XYZ server (mapTileUrl) in mapTileCrs. */
  mapTileProvider: Type.Enum([...TILE_PROVIDERS], { 'x-message': 'site_config_tile_provider_invalid' }),
  mapTileKey: Type.String({ maxLength: 32, pattern: `(${TIANDITU_KEY_PATTERN})|^$`, 'x-message': 'site_config_tile_key_invalid' }),
  mapTileUrl: HttpUrl('site_config_tile_url_invalid'),
  mapTileCrs: Type.Enum(['wgs84', 'gcj02'], { 'x-message': 'site_config_tile_crs_invalid' }),
  footer: Type.Object({
    variant: Type.Enum([1, 2]),
    footer1: Type.Object({
      copyright: Copyright,
      icpNumber: Line,
      publicSecurityNumber: Line,
      publicSecurityLink: HttpUrl('site_config_link_invalid'),
    }),
    footer2: Type.Object({ copyright: Copyright, publicSecurityNumber: Line }),
  }),
});
export type SiteConfigEdit = Static<typeof SiteConfigEditSchema>;

// ---- A company's login background and logo (8011) ----

export const DisplayKind = Type.Enum(['bg', 'logo']);
export type DisplayKindValue = 'bg' | 'logo';

export const DisplayTargetQuerySchema = Type.Object({
  company: Id(),
  kind: DisplayKind,
});
export const CompanyQuerySchema = Type.Object({ company: Id() });

const ImageInfo = Type.Union([
  Type.Object({ url: Type.String(), mime: Type.String(), size: Type.Integer(), updated_at: Type.String({ format: 'date-time' }) }),
  Type.Null(),
]);

/** What the login page needs: where the company's images are, if it has any. */
export const LoginDisplaySchema = Type.Object({
  company: Type.Integer(),
  bg: Nullable(Type.String()),
  logo: Nullable(Type.String()),
});
export type LoginDisplay = Static<typeof LoginDisplaySchema>;

/** One company on the company display page. */
export const CompanyDisplayRowSchema = Type.Object({
  company_id: Type.Integer(),
  name: Type.String(),
  bg: ImageInfo,
  logo: ImageInfo,
});
export type CompanyDisplayRow = Static<typeof CompanyDisplayRowSchema>;

/** What an upload stored: where the image loads from, its sniffed type and its size. */
export const DisplayImageSavedSchema = Type.Object({ url: Type.String(), mime: Type.String(), size: Type.Integer() });

/**
 * The deployment's settings (8005 edits them) and companies' login images (8011). What the login
 * page shows is public: it loads before anyone has a session.
 */
export const SITE_CONFIG_ENDPOINTS = {
  config: endpoint({ method: 'GET', path: '/site-config', data: SiteConfigSchema, access: 'public' }),
  /** The map's online tiles (null = the offline basemap) for every signed-in view that draws a map; not public: a Tianditu URL carries the key. */
  mapTiles: endpoint({ method: 'GET', path: '/site-config/map-tiles', data: Nullable(MapTilesSchema), access: 'session' }),
  editable: endpoint({ method: 'GET', path: '/site-config/edit', data: SiteConfigEditSchema, access: 'siteConfig' }),
  save: endpoint({ method: 'PUT', path: '/site-config', body: SiteConfigEditSchema, data: SiteConfigSchema, access: 'siteConfig' }),
  displays: endpoint({ method: 'GET', path: '/site-config/company-displays', data: Type.Array(CompanyDisplayRowSchema), access: 'companyDisplay' }),
  loginDisplay: endpoint({ method: 'GET', path: '/site-config/company-display', query: CompanyQuerySchema, data: LoginDisplaySchema, access: 'public' }),
  uploadImage: endpoint({ method: 'POST', path: '/site-config/company-display', query: DisplayTargetQuerySchema, data: DisplayImageSavedSchema, access: 'companyDisplay', upload: true }),
  deleteImage: endpoint({ method: 'DELETE', path: '/site-config/company-display', query: DisplayTargetQuerySchema, data: Type.Null(), access: 'companyDisplay' }),
  /** The image itself, revalidated by its etag. */
  loginImage: endpoint({ method: 'GET', path: '/ftpfile/loginbgc', query: DisplayTargetQuerySchema, data: FILE_ANSWER, produces: ['image/png', 'image/jpeg', 'image/webp'], access: 'public' }),
};
