import type { TraceMediaKind } from '../../../shared/contract/api/tracing';

/** Tables of migration 0120 (traceability batches and their image and video). */
declare module '../../db/types' {
  interface DB {
    trace_records: {
      id: Serial;
      tenant_id: number;
      product_id: number;
      batch_no: string;
      brand_name: string | null;
      selling_unit: string | null;
      sales_phone: string | null;
      sales_address: string | null;
      producing_unit: string | null;
      origin_address: string | null;
      longitude: number | null;
      latitude: number | null;
      warranty_months: number | null;
      site_id: number | null;
      stocking_date: string | null;
      delivery_time: string | null;
      note: string | null;
      trace_link: string | null;
      created_at: Timestamp;
      updated_at: Timestamp;
      deleted_at: Date | string | null;
    };
    trace_media: {
      record_id: number;
      kind: TraceMediaKind;
      mime: string;
      bytes: Uint8Array;
      size: number;
      etag: string;
      updated_at: Timestamp;
    };
  }
}

export {};
