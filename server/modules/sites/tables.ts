import type { ColumnType, Generated } from 'kysely';
import type { DroneModel, SiteLayout, Ring } from '../../../shared/contract/api/sites';

type Json<T> = ColumnType<T, string, string>;

/** Tables of migration 0070 (sites and the ponds of the breeding map). */
declare module '../../db/types' {
  interface DB {
    sites: {
      id: Serial;
      tenant_id: number;
      name: string;
      name_en: string | null;
      kind: 'aquaculture' | 'reservoir' | 'greenhouse' | 'other';
      longitude: number;
      latitude: number;
      radius_m: Generated<number>;
      layout: ColumnType<SiteLayout, string | undefined, string>;
      drone_model: ColumnType<DroneModel | null, string | null | undefined, string | null>;
      created_at: Timestamp;
    };
    ponds: {
      id: Serial;
      site_id: number;
      tenant_id: number;
      name: string;
      polygon: Json<Ring>;
      device_id: string | null;
      species: string | null;
      stock_count: number | null;
      stocked_at: string | null;
      density: number | null;
      created_at: Timestamp;
      updated_at: Timestamp;
    };
  }
}

export {};
