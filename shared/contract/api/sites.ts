import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { Id, Nullable } from '../schema-bounds';
import { MapTilesSchema } from './site-config';

/** A vertex [longitude, latitude]. */
export const PositionSchema = Type.Tuple([Type.Number({ minimum: -180, maximum: 180 }), Type.Number({ minimum: -90, maximum: 90 })]);
/** A polygon's outer ring, not closed (the first vertex is not repeated). */
export const RingSchema = Type.Array(PositionSchema, { minItems: 3, maxItems: 200, 'x-message': 'pond_polygon_invalid' });
export type Ring = Static<typeof RingSchema>;

/** A GeoJSON feature of a site layout; properties.kind is one of FEATURE_KINDS. */
export const LayoutFeatureSchema = Type.Object({
  type: Type.Literal('Feature'),
  geometry: Type.Object({ type: Type.String(), coordinates: Type.Unknown() }),
  properties: Type.Object({
    kind: Type.String({ description: 'greenhouse, building, dam, water, road or boundary' }),
    name: Type.Optional(Type.String()),
    /** Height in metres for extruded features (greenhouses, buildings, dam). */
    height: Type.Optional(Type.Number()),
  }),
});
export const SiteLayoutSchema = Type.Object({ type: Type.Literal('FeatureCollection'), features: Type.Array(LayoutFeatureSchema) });
export type SiteLayout = Static<typeof SiteLayoutSchema>;
export const FEATURE_KINDS = ['greenhouse', 'building', 'dam', 'water', 'road', 'boundary'] as const;

/** A site's drone photogrammetry model: a glTF/GLB file or an OGC 3D Tiles tileset, in metres around the site centre. */
export const DroneModelSchema = Type.Object({
  format: Type.Union([Type.Literal('glb'), Type.Literal('3dtiles')]),
  url: Type.String(),
});
export type DroneModel = Static<typeof DroneModelSchema>;

export const SiteDeviceSchema = Type.Object({
  device_id: Type.String(),
  device_name: Type.String(),
  device_type: Type.String(),
  longitude: Type.Number(),
  latitude: Type.Number(),
});

export const PondSchema = Type.Object({
  id: Type.Integer(),
  site_id: Type.Integer(),
  name: Type.String(),
  polygon: RingSchema,
  device_id: Nullable(Type.String()),
  species: Nullable(Type.String()),
  stock_count: Nullable(Type.Integer()),
  stocked_at: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  density: Nullable(Type.Number({ description: 'fish per square metre' })),
  area_m2: Type.Number({ description: 'area of the polygon in square metres' }),
  updated_at: Type.Number({ description: 'epoch ms' }),
});
export type Pond = Static<typeof PondSchema>;

export const SiteSchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  name: Type.String(),
  name_en: Nullable(Type.String()),
  kind: Type.String(),
  longitude: Type.Number(),
  latitude: Type.Number(),
  radius_m: Type.Number(),
  layout: SiteLayoutSchema,
  drone_model: Nullable(DroneModelSchema),
  ponds: Type.Array(PondSchema),
  devices: Type.Array(SiteDeviceSchema, { description: 'devices of the site the user may see' }),
});
export type Site = Static<typeof SiteSchema>;

export const SiteListSchema = Type.Object({
  rows: Type.Array(SiteSchema),
  /** The online tiles the deployment chose (site settings): XYZ templates bottom to top and their coordinate system; null = the offline basemap only. */
  tiles: Nullable(MapTilesSchema),
});
export type SiteList = Static<typeof SiteListSchema>;

/** Water-quality state of a pond from its monitor's latest values against their best ranges. */
export const QualitySchema = Type.Union([Type.Literal('good'), Type.Literal('fair'), Type.Literal('poor'), Type.Literal('nodata')]);
export type Quality = Static<typeof QualitySchema>;

export const PondReadingSchema = Type.Object({
  param_key: Type.String(),
  name: Type.String(),
  name_en: Nullable(Type.String()),
  unit: Nullable(Type.String()),
  value: Nullable(Type.Number()),
  valuePerfectL: Nullable(Type.Number()),
  valuePerfectH: Nullable(Type.Number()),
  quality: QualitySchema,
});
export type PondReading = Static<typeof PondReadingSchema>;

export const PondWithQualitySchema = Type.Object({
  ...PondSchema.properties,
  quality: QualitySchema,
  readings: Type.Array(PondReadingSchema),
  last_update: Nullable(Type.Number({ description: 'epoch ms of the monitor\'s newest reading' })),
});
export type PondWithQuality = Static<typeof PondWithQualitySchema>;

export const PondListQuerySchema = Type.Object({ site_id: Id() });
export const PondListSchema = Type.Object({ rows: Type.Array(PondWithQualitySchema) });
export type PondList = Static<typeof PondListSchema>;

/**
 * Request fields that may be cleared with null list Null first: with Ajv's coerceTypes a String or
 * Integer branch tried first would turn null into "" or 0.
 */
const Clearable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, messageKey: string) =>
  // The message sits on the Null branch too: Ajv reports the first branch's failure.
  Type.Union([Type.Null({ 'x-message': messageKey }), schema]);
const PondName = Type.String({ minLength: 1, maxLength: 50, 'x-message': 'pond_name_required' });
const Species = Clearable(Type.String({ maxLength: 50, 'x-message': 'pond_species_invalid' }), 'pond_species_invalid');
const StockCount = Clearable(Type.Integer({ minimum: 0, maximum: 100_000_000, 'x-message': 'pond_count_invalid' }), 'pond_count_invalid');
const StockedAt = Clearable(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', 'x-message': 'pond_date_invalid' }), 'pond_date_invalid');
const Density = Clearable(Type.Number({ minimum: 0, maximum: 100_000, 'x-message': 'pond_density_invalid' }), 'pond_density_invalid');

/**
 * POST /sites/ponds: one body for the three actions, so the spec-style `{action, ...}` call stays
 * one route; which fields each action needs is checked in the service with a field-naming 400.
 */
export const PondActionBodySchema = Type.Object({
  action: Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('delete')]),
  id: Type.Optional(Id()),
  site_id: Type.Optional(Id()),
  name: Type.Optional(PondName),
  polygon: Type.Optional(RingSchema),
  device_id: Type.Optional(Clearable(Type.String({ maxLength: 64, 'x-message': 'pond_device_invalid' }), 'pond_device_invalid')),
  species: Type.Optional(Species),
  stock_count: Type.Optional(StockCount),
  stocked_at: Type.Optional(StockedAt),
  density: Type.Optional(Density),
});
export type PondActionBody = Static<typeof PondActionBodySchema>;
export const PondActionResultSchema = Type.Object({ pond: Nullable(PondSchema), deleted: Type.Integer() });

/** Sites for the map, 3D model, drone model and breeding map, and the breeding map's ponds (4006). */
export const SITE_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: '/sites', data: SiteListSchema, access: 'sitesView' }),
  ponds: endpoint({ method: 'GET', path: '/sites/ponds', query: PondListQuerySchema, data: PondListSchema, access: 'ponds' }),
  pondAction: endpoint({ method: 'POST', path: '/sites/ponds', body: PondActionBodySchema, data: PondActionResultSchema, access: 'ponds' }),
};
