import { describe, expect, it } from 'vitest';
import { inventoryErrors, inventoryMessage, isInventoryDate, roundQuantity } from './inventory-rules';

const VALID = { product_id: 1, import_num: 10, import_date: '2026-03-01', export_num: 4, export_date: '2026-03-02', person: 'Li', phone: '13800000000', factory_no: '0012' };

describe('inventory rules', () => {
  it('accepts a complete record', () => {
    expect(inventoryErrors(VALID)).toEqual({});
  });

  it('says "all fields must be completed" for each empty field, naming it in both languages', () => {
    const errors = inventoryErrors({ ...VALID, person: ' ', import_num: null, export_date: undefined });
    expect(Object.keys(errors).sort()).toEqual(['export_date', 'import_num', 'person']);
    expect(inventoryMessage('en-US', errors.person!)).toBe('All fields must be completed (responsible person)');
    expect(inventoryMessage('zh-CN', errors.import_num!)).toBe('所有字段必须填写完整（入库数量）');
  });

  it('says "factory number must be a number" and checks phone, bounds and dates', () => {
    expect(inventoryMessage('en-US', inventoryErrors({ ...VALID, factory_no: 'A1' }).factory_no!)).toBe('Factory number must be a number');
    expect(inventoryMessage('zh-CN', inventoryErrors({ ...VALID, factory_no: '1.5' }).factory_no!)).toBe('出厂编号必须为数字');
    expect(inventoryErrors({ ...VALID, phone: '123' }).phone?.key).toBe('inventory_phone_invalid');
    expect(inventoryErrors({ ...VALID, import_num: -1 }).import_num?.key).toBe('inventory_range_import_num');
    expect(inventoryErrors({ ...VALID, import_date: '2026-02-30' }).import_date?.key).toBe('inventory_range_import_date');
    expect(inventoryErrors({ ...VALID, export_date: '2026-02-28' }).export_date?.key).toBe('inventory_export_before_import');
    expect(isInventoryDate('2099-12-31')).toBe(true);
    expect(isInventoryDate('2100-01-01')).toBe(false);
  });

  it('refuses an export beyond the import, naming both rounded quantities', () => {
    const error = inventoryErrors({ ...VALID, import_num: 5.0001, export_num: '5.5' }).export_num!;
    expect(inventoryMessage('en-US', error)).toBe('Export quantity 5.5 is more than import quantity 5: the remaining stock cannot be negative');
    expect(inventoryErrors({ ...VALID, import_num: 5.0001, export_num: 5 })).toEqual({});
    expect(roundQuantity(0.1 + 0.2)).toBe(0.3);
  });
});
