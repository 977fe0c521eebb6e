import type { ColumnType, Generated } from 'kysely';
import type { InsectBox } from '../../../shared/contract/api/insects';

type Json<T> = ColumnType<T, string, string>;

/** Tables of migration 0155 (trap pictures and insect areas). */
declare module '../../db/types' {
  interface DB {
    insect_pictures: {
      id: Generated<number>;
      tenant_id: number;
      device_id: string;
      img_name: string;
      taken_at: Date;
      count: number;
      boxes: Json<InsectBox[]>;
      width: number;
      height: number;
      board: string | null;
      analysis_ms: number;
      size_bytes: number;
      created_at: Generated<Date>;
    };
    insect_areas: {
      id: Serial;
      tenant_id: number;
      name: string;
      note: string | null;
      outline: Json<number[][]>;
      created_at: Generated<Date>;
      updated_at: Generated<Date>;
      deleted_at: Date | null;
    };
    insect_area_traps: {
      area_id: number;
      device_id: string;
    };
  }
}
