import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { fieldError, fromRow, toInput } from './inventory-form-values';
import { inventoryMessage } from '../../../../shared/contract/inventory-rules';
import type { InventoryRow } from '../../../api/inventory';

const FORM = { product_id: 3, import_num: 10, import_date: dayjs('2026-03-01'), export_num: 4, export_date: dayjs('2026-03-02'), person: ' Li ', phone: '13800000000 ', factory_no: ' 0012' };

describe('the inventory form', () => {
  it('sends dates as days and trimmed texts', () => {
    expect(toInput(FORM)).toEqual({ product_id: 3, import_num: 10, import_date: '2026-03-01', export_num: 4, export_date: '2026-03-02', person: 'Li', phone: '13800000000', factory_no: '0012' });
  });

  it('checks each field with the shared rules, across fields too', () => {
    expect(fieldError(FORM, 'export_num')).toBeUndefined();
    expect(inventoryMessage('en-US', fieldError({ ...FORM, import_date: null }, 'import_date')!)).toBe('All fields must be completed (import date)');
    expect(inventoryMessage('zh-CN', fieldError({ ...FORM, export_num: 12 }, 'export_num')!)).toBe('出库数量 12 超过入库数量 10，剩余库存不能为负数');
    expect(fieldError({ ...FORM, export_date: dayjs('2026-02-01') }, 'export_date')?.key).toBe('inventory_export_before_import');
  });

  it('edits a stored record with its days as dates', () => {
    const values = fromRow({ ...toInput(FORM), id: 1 } as unknown as InventoryRow);
    expect(values.import_date?.format('YYYY-MM-DD')).toBe('2026-03-01');
  });
});
