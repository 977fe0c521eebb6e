import type { Dayjs } from 'dayjs';
import { BATCH_RE, LINK_RE, TRACE_PHONE_RE, TRACE_IMAGE_MAX_BYTES, TRACE_IMAGE_TYPES, TRACE_VIDEO_MAX_BYTES, TRACE_VIDEO_TYPES, type TraceMediaKind } from '../../../../shared/contract/api/tracing';
import type { TraceRecord } from '../../../api/tracing';

/** What the form holds: dates as dayjs, the location as the picker's pair. */
export interface TraceFormValues {
  tenant_id?: number;
  product_id?: number;
  batch_no?: string;
  brand_name?: string | null;
  selling_unit?: string | null;
  sales_phone?: string | null;
  sales_address?: string | null;
  producing_unit?: string | null;
  origin_address?: string | null;
  location?: { longitude: number; latitude: number } | null;
  warranty_months?: number | null;
  site_id?: number | null;
  stocking_date?: Dayjs | null;
  delivery_time?: Dayjs | null;
  note?: string | null;
  trace_link?: string | null;
}

const blank = (value: string | null | undefined) => value?.trim() || null;
const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

/** The body of an add or update: blanks become null (the server clears them), text is trimmed. */
export function traceInput(values: TraceFormValues) {
  return {
    product_id: values.product_id!,
    batch_no: (values.batch_no ?? '').trim(),
    brand_name: blank(values.brand_name),
    selling_unit: blank(values.selling_unit),
    sales_phone: blank(values.sales_phone),
    sales_address: blank(values.sales_address),
    producing_unit: blank(values.producing_unit),
    origin_address: blank(values.origin_address),
    longitude: values.location?.longitude ?? null,
    latitude: values.location?.latitude ?? null,
    warranty_months: values.warranty_months ?? null,
    site_id: values.site_id ?? null,
    stocking_date: day(values.stocking_date),
    delivery_time: day(values.delivery_time),
    note: blank(values.note),
    trace_link: blank(values.trace_link),
  };
}

/** The message key of the first rule a field breaks (the server's rules, shared), or null. */
export function fieldError(field: 'batch_no' | 'sales_phone' | 'trace_link', value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (field === 'batch_no') return BATCH_RE.test(text) ? null : 'tracing.batchRule';
  if (text === '') return null;
  if (field === 'sales_phone') return TRACE_PHONE_RE.test(text) ? null : 'tracing.phoneFormat';
  return LINK_RE.test(text) ? null : 'tracing.linkFormat';
}

export function periodError(values: Pick<TraceFormValues, 'stocking_date' | 'delivery_time'>): string | null {
  const from = day(values.stocking_date);
  const to = day(values.delivery_time);
  return from && to && from > to ? 'tracing.periodOrder' : null;
}

const MB = 1024 * 1024;
export const MEDIA_LIMIT_MB: Record<TraceMediaKind, number> = { image: TRACE_IMAGE_MAX_BYTES / MB, video: TRACE_VIDEO_MAX_BYTES / MB };
const TYPES: Record<TraceMediaKind, readonly string[]> = { image: TRACE_IMAGE_TYPES, video: TRACE_VIDEO_TYPES };

/**
 * Refuses before sending what the server would refuse: a type the browser names outside the
 * list, or a size over the limit. The server still sniffs the bytes (a renamed file gets its message).
 */
export function mediaError(kind: TraceMediaKind, file: { type: string; size: number }): { key: string; limit?: number } | null {
  if (file.type && !TYPES[kind].includes(file.type)) return { key: `tracing.${kind}Type` };
  if (file.size > MEDIA_LIMIT_MB[kind] * MB) return { key: `tracing.${kind}Size`, limit: MEDIA_LIMIT_MB[kind] };
  return null;
}

/** The form's starting values for an existing batch. */
export function formValuesOf(record: TraceRecord, toDay: (text: string) => Dayjs): TraceFormValues {
  return {
    ...record,
    location: record.longitude !== null && record.latitude !== null ? { longitude: record.longitude, latitude: record.latitude } : null,
    stocking_date: record.stocking_date ? toDay(record.stocking_date) : null,
    delivery_time: record.delivery_time ? toDay(record.delivery_time) : null,
  };
}
