import type { FastifyInstance } from 'fastify';
import type { RequestScope } from '../../auth/request-scope';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { mapTilesOf } from '../site-config';
import { liveViewOf } from '../realtime';
import { isValidRing, ringAreaM2 } from './geometry';
import { pondQuality, readingQuality } from './quality';
import * as repo from './repository';
import { distanceM } from './membership';
import type { Pond, PondActionBody, PondReading, PondWithQuality, SiteList } from '../../../shared/contract/api/sites';
import './messages';


type PondRow = Awaited<ReturnType<typeof repo.listPonds>>[number];
type SiteRow = NonNullable<Awaited<ReturnType<typeof repo.findSite>>>;


function pondOf(row: PondRow): Pond {
  return {
    id: row.id,
    site_id: row.site_id,
    name: row.name,
    polygon: row.polygon,
    device_id: row.device_id,
    species: row.species,
    stock_count: row.stock_count,
    stocked_at: row.stocked_at,
    density: row.density,
    area_m2: Math.round(ringAreaM2(row.polygon) * 10) / 10,
    updated_at: new Date(row.updated_at).getTime(),
  };
}

/** Sites of the companies the user may see, each with its ponds and the visible devices within its radius. */
export async function listSites(scope: RequestScope): Promise<SiteList> {
  const db = scope.db;
  const sites = await repo.listSites(db, scope.whereTenant('sites.tenant_id'));
  const tenants = [...new Set(sites.map((s) => s.tenant_id))];
  const [ponds, devices, tiles] = await Promise.all([repo.listPonds(db, sites.map((s) => s.id)), repo.placedDevices(db, scope.whereDeviceVisible(), tenants), mapTilesOf(db)]);
  const rows = sites.map((site) => ({
    ...site,
    ponds: ponds.filter((p) => p.site_id === site.id).map(pondOf),
    devices: devices
      .filter((d) => d.tenant_id === site.tenant_id && distanceM(site.longitude, site.latitude, d.longitude!, d.latitude!) <= site.radius_m)
      .map((d) => ({ device_id: d.device_id, device_name: d.device_name, device_type: d.device_type, longitude: d.longitude!, latitude: d.latitude! })),
  }));
  return { rows, tiles };
}

/** A site and the visible devices within its radius (the site reports cover these), by device id. */
export async function siteDevices(scope: RequestScope, siteId: number) {
  const site = await requireSite(scope, siteId);
  const devices = await repo.placedDevices(scope.db, scope.whereDeviceVisible(), [site.tenant_id]);
  return {
    site: { id: site.id, name: site.name, name_en: site.name_en, tenant_id: site.tenant_id },
    deviceIds: devices
      .filter((d) => distanceM(site.longitude, site.latitude, d.longitude!, d.latitude!) <= site.radius_m)
      .map((d) => d.device_id)
      .sort(),
  };
}

/** 404 for a site that does not exist, 403 for one of a company the user may not see. */
async function requireSite(scope: RequestScope, siteId: number): Promise<SiteRow> {
  const site = await repo.findSite(scope.db, siteId);
  if (!site) throw notFound('site_not_found');
  await scope.assertCompanyVisible(site.tenant_id);
  return site;
}

/** The pond's monitor against its best ranges, from memory (no query per device). */
function withQuality(app: FastifyInstance, pond: Pond, tenantId: number, visible: Set<string>): PondWithQuality {
  if (!pond.device_id || !visible.has(pond.device_id)) return { ...pond, quality: 'nodata', readings: [], last_update: null };
  const view = liveViewOf(app, { device_id: pond.device_id, device_name: '', device_type: '', tenant_id: tenantId, longitude: null, latitude: null });
  const readings: PondReading[] = view.params
    .filter((p) => p.param_type === 'float')
    .map((p) => ({
      param_key: p.param_key,
      name: p.name,
      name_en: p.name_en,
      unit: p.unit,
      value: p.value,
      valuePerfectL: p.valuePerfectL,
      valuePerfectH: p.valuePerfectH,
      quality: readingQuality({ ...p, invalid: p.invalid }),
    }));
  return { ...pond, quality: pondQuality(readings), readings, last_update: view.last_update };
}

/** The ponds of one site with their live water-quality state. */
export async function listPonds(scope: RequestScope, siteId: number): Promise<{ rows: PondWithQuality[] }> {
  const site = await requireSite(scope, siteId);
  const ponds = (await repo.listPonds(scope.db, [site.id])).map(pondOf);
  const bound = ponds.map((p) => p.device_id).filter((id): id is string => id !== null);
  const visible = new Set(await scope.visibleDeviceIds(bound));
  return { rows: ponds.map((p) => withQuality(scope.app, p, site.tenant_id, visible)) };
}

function required<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw badRequest('pond_field_required', { field });
  return value;
}

function checkRing(ring: PondActionBody['polygon']): void {
  if (ring && !isValidRing(ring)) throw badRequest('pond_polygon_invalid');
}

/** A bound monitor must be a device the user sees, of the site's company. */
async function checkDevice(scope: RequestScope, deviceId: string | null | undefined, tenantId: number): Promise<void> {
  if (!deviceId) return;
  const [visible] = await scope.visibleDeviceIds([deviceId]);
  const owner = visible ? await repo.deviceTenant(scope.db, deviceId) : undefined;
  if (!owner || owner.tenant_id !== tenantId) throw badRequest('pond_device_invalid');
}

const trimmed = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : value.trim() || null);

/**
 * POST /sites/ponds: create, update or delete one pond in one transaction. Each action names the
 * fields it needs (create: site_id, name, polygon; update and delete: id) with a 400 naming the
 * field; a pond of a company the user may not see is 403.
 */
export async function pondAction(scope: RequestScope, input: PondActionBody): Promise<{ pond: Pond | null; deleted: number }> {
  // An empty device field means "no monitor", as null does.
  const body = input.device_id === '' ? { ...input, device_id: null } : input;
  checkRing(body.polygon);
  if (body.name !== undefined && body.name.trim() === '') throw badRequest('pond_name_required');
  if (body.action === 'create') {
    const site = await requireSite(scope, required(body.site_id, 'site_id'));
    const polygon = required(body.polygon, 'polygon');
    await checkDevice(scope, body.device_id, site.tenant_id);
    const id = await scope.db.transaction().execute(async (trx) =>
      repo.insertPond(trx, site.id, site.tenant_id, {
        name: required(body.name, 'name').trim(),
        polygon,
        device_id: body.device_id ?? null,
        species: trimmed(body.species) ?? null,
        stock_count: body.stock_count ?? null,
        stocked_at: body.stocked_at ?? null,
        density: body.density ?? null,
      }),
    );
    return { pond: pondOf((await repo.findPond(scope.db, id))!), deleted: 0 };
  }
  const id = required(body.id, 'id');
  const existing = await repo.findPond(scope.db, id);
  if (!existing) throw notFound('pond_not_found');
  await scope.assertCompanyVisible(existing.tenant_id).catch((error: unknown) => {
    // Another company's pond is as absent as a missing one: no existence leak.
    throw error instanceof AppError ? notFound('pond_not_found') : error;
  });
  if (body.action === 'delete') {
    const deleted = await scope.db.transaction().execute((trx) => repo.deletePond(trx, id));
    return { pond: null, deleted };
  }
  await checkDevice(scope, body.device_id, existing.tenant_id);
  await scope.db.transaction().execute((trx) =>
    repo.updatePond(trx, id, {
      name: body.name?.trim(),
      polygon: body.polygon,
      device_id: body.device_id,
      species: trimmed(body.species),
      stock_count: body.stock_count,
      stocked_at: body.stocked_at,
      density: body.density,
    }),
  );
  return { pond: pondOf((await repo.findPond(scope.db, id))!), deleted: 0 };
}
