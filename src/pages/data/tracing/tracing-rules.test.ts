import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { fieldError, mediaError, periodError, traceInput } from './tracing-rules';
import { TRACING_TEXT } from './tracing-text';

describe('traceability form rules', () => {
  it('checks the batch number, phone and link as the server does', () => {
    expect(fieldError('batch_no', 'NX-2026.001')).toBeNull();
    expect(fieldError('batch_no', '')).toBe('tracing.batchRule');
    expect(fieldError('batch_no', 'A/1')).toBe('tracing.batchRule');
    expect(fieldError('sales_phone', '')).toBeNull();
    expect(fieldError('sales_phone', 'call me')).toBe('tracing.phoneFormat');
    expect(fieldError('trace_link', 'javascript:alert(1)')).toBe('tracing.linkFormat');
    expect(fieldError('trace_link', 'https://example.org')).toBeNull();
  });

  it('orders the growing period and turns blanks into null', () => {
    expect(periodError({ stocking_date: dayjs('2026-10-01'), delivery_time: dayjs('2026-09-30') })).toBe('tracing.periodOrder');
    const body = traceInput({ product_id: 1, batch_no: ' B1 ', brand_name: '  ', location: { longitude: 120, latitude: 30 }, stocking_date: dayjs('2026-03-01') });
    expect(body).toMatchObject({ batch_no: 'B1', brand_name: null, longitude: 120, latitude: 30, stocking_date: '2026-03-01', delivery_time: null });
  });

  it('refuses a wrong type or an oversize file before sending it', () => {
    expect(mediaError('image', { type: 'image/gif', size: 10 })).toEqual({ key: 'tracing.imageType' });
    expect(mediaError('video', { type: 'video/mp4', size: 31 * 1024 * 1024 })).toEqual({ key: 'tracing.videoSize', limit: 30 });
    expect(mediaError('image', { type: 'image/png', size: 10 })).toBeNull();
  });

  it('has every string in both languages', () => {
    expect(Object.keys(TRACING_TEXT['en-US'].tracing).sort()).toEqual(Object.keys(TRACING_TEXT['zh-CN'].tracing).sort());
  });
});
