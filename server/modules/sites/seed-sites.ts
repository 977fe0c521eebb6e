import { registerSeedStep } from '../../db/seed';
import { SEED_COMPANIES } from '../../db/seed-data';
import { demoSites } from './demo-layouts';
import './tables';

// The demo sites and their ponds, inside the seed transaction after companies and devices.
registerSeedStep(async (trx) => {
  const companies = await trx.selectFrom('companies').select(['id', 'name']).execute();
  const idOf = (key: string) => {
    const name = SEED_COMPANIES.find((c) => c.key === key)?.name;
    const row = companies.find((c) => c.name === name);
    if (!row) throw new Error(`seed company ${key} is missing`);
    return row.id;
  };
  for (const site of demoSites()) {
    const tenantId = idOf(site.company);
    const { id } = await trx
      .insertInto('sites')
      .values({
        tenant_id: tenantId,
        name: site.name,
        name_en: site.name_en,
        kind: site.kind,
        longitude: site.longitude,
        latitude: site.latitude,
        radius_m: site.radius_m,
        layout: JSON.stringify(site.layout),
        drone_model: site.drone_model ? JSON.stringify(site.drone_model) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (site.ponds.length === 0) continue;
    await trx
      .insertInto('ponds')
      .values(site.ponds.map((pond) => ({ ...pond, site_id: id, tenant_id: tenantId, polygon: JSON.stringify(pond.polygon) })))
      .execute();
  }
});
