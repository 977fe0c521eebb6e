import { Type, type Static } from 'typebox';
import { Id, Nullable } from '../schema-bounds';
import { endpoint } from '../endpoint';
import { ManageBody, ManagePaging, manageEndpoint } from '../manage-body';

/**
 * The farm calls that are not registry resources: bases (/baseManage, the breeding map's sites),
 * the ponds' production overview (/pageszhuatai) and a pond's guarded removal (/delZhutaiPage).
 * The registry's own shapes come from shared/contract/farm (one declaration per resource).
 */
export const BASE_LIMITS = { name: 100, keyword: 50 } as const;

const BaseName = Type.Unsafe<string>({
  'x-message': 'farm_base_name_required',
  allOf: [
    { type: 'string', minLength: 1, pattern: '\\S', 'x-message': 'farm_base_name_required' },
    { type: 'string', maxLength: BASE_LIMITS.name },
  ],
});

export const BaseFields = {
  name: BaseName,
  name_en: Type.Optional(Nullable(Type.String({ maxLength: BASE_LIMITS.name }))),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  radius_m: Type.Optional(Type.Number({ minimum: 1, maximum: 100_000 })),
  tenant_id: Type.Optional(Id({ description: "the base's company: the caller's own by default; the platform admin must choose" })),
};

/** POST /baseManage: the aquaculture bases (sites) the breeding map draws. */
export const BaseManageBodySchema = ManageBody({ keyword: Type.Optional(Type.String({ maxLength: BASE_LIMITS.keyword })), tenant_id: Type.Optional(Id()) }, BaseFields);
export type BaseManageBody = Static<typeof BaseManageBodySchema>;

export const BaseSchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  tenant_name: Nullable(Type.String()),
  name: Type.String(),
  name_en: Nullable(Type.String()),
  kind: Type.String(),
  longitude: Type.Number(),
  latitude: Type.Number(),
  radius_m: Type.Number(),
  pond_count: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
});
export type Base = Static<typeof BaseSchema>;

/** POST /pageszhuatai: a page of ponds (the farm's "subjects") with their production overview. */
export const PondOverviewQuerySchema = Type.Object({ ...ManagePaging, site_id: Type.Optional(Id()) });
export type PondOverviewQuery = Static<typeof PondOverviewQuerySchema>;

export const PondOverviewSchema = Type.Object({
  pond_id: Type.Integer(),
  pond_name: Type.String(),
  site_id: Type.Integer(),
  site_name: Type.String(),
  device_id: Nullable(Type.String()),
  species: Nullable(Type.String()),
  stock_count: Nullable(Type.Integer()),
  /** First seeding of the pond's live records (YYYY-MM-DD HH:mm), else the map's stocking date. */
  seeded_at: Nullable(Type.String()),
  days_since_seeding: Nullable(Type.Integer()),
  seeded_kg: Type.Number(),
  feed_kg: Type.Number(),
  sold_kg: Type.Number(),
  mean_weight_g: Nullable(Type.Number()),
  /** Last sampling's mean weight times the pond's stock. */
  biomass_kg: Nullable(Type.Number()),
  /** Feed used over weight gained (biomass + sold - seeded); null until a sampling shows a gain. */
  fcr: Nullable(Type.Number()),
});
export type PondOverview = Static<typeof PondOverviewSchema>;
export const PondOverviewPageSchema = Type.Object({ rows: Type.Array(PondOverviewSchema), total: Type.Integer({ minimum: 0 }) });

/** POST /delZhutaiPage: removes a pond that has no production records. */
export const DelPondBodySchema = Type.Object({ id: Id() });
export const DelPondResultSchema = Type.Object({ ids: Type.Array(Type.Integer()) });

/**
 * The farm's calls beside the registry's (whose entries each declaration makes: farmEndpoints in
 * shared/contract/farm/endpoints.ts): bases (12008 to change, every farm code to search), the
 * ponds' overview, and a pond's removal (12008).
 */
export const FARM_ENDPOINTS = {
  bases: manageEndpoint('/baseManage', { body: BaseManageBodySchema, row: BaseSchema, access: 'farm' }),
  pondOverview: endpoint({ method: 'POST', path: '/pageszhuatai', body: PondOverviewQuerySchema, data: PondOverviewPageSchema, access: 'farm' }),
  deletePond: endpoint({ method: 'POST', path: '/delZhutaiPage', body: DelPondBodySchema, data: DelPondResultSchema, access: 'farmBases' }),
};
