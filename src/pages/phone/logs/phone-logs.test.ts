import { describe, expect, it } from 'vitest';
import { addBody, entryLine, formValuesOf, phoneFields, phoneLogOf, refFields, rowLine, updateBody } from './phone-logs';

/** Issue 37: the phone's log descriptions, their routes and their lines. */
describe('the phone log descriptions', () => {
  it("asks the console form's fields one to a line, without the time (set on saving) or what the server keeps", () => {
    expect(phoneFields(phoneLogOf('feed')!.decl).map((f) => f.key)).toEqual(['pond_id', 'item_id', 'quantity', 'handler', 'note']);
    expect(phoneFields(phoneLogOf('fodder-stock')!.decl).map((f) => f.key)).toEqual(['item_id', 'direction', 'quantity', 'supplier_id', 'pond_id', 'note']);
    expect(phoneFields(phoneLogOf('farm-log')!.decl).map((f) => f.key)).toEqual(['machine', 'content', 'measures', 'handler', 'note']);
    // The fodder ledger's picker offers fodder only, as /warehousing/fodder's does.
    expect(refFields(phoneLogOf('fodder-stock')!.decl).map((f) => [f.key, f.ref])).toEqual([
      ['item_id', 'fodder'],
      ['supplier_id', 'supplier'],
      ['pond_id', undefined],
    ]);
  });

  it("writes a row's line with names, units and choices in the reader's language", () => {
    const feed = phoneLogOf('feed')!;
    expect(rowLine(feed, { at: '2026-12-07 07:30', pond_id: 1, pond_id_name: 'Pond 1', item_id: 5, item_id_name: 'Floating feed', quantity: 12 }, 'en-US')).toBe('07:30 · Pond 1 · Floating feed · 12 kg');
    const stock = phoneLogOf('fodder-stock')!;
    const row = { at: '2026-12-07 09:05', item_id: 5, item_id_name: 'Floating feed', direction: 'in', quantity: 40 };
    expect(rowLine(stock, row, 'en-US')).toBe('09:05 · Floating feed · In · 40');
    expect(rowLine(stock, row, 'zh-CN')).toBe('09:05 · Floating feed · 入库 · 40');
    // A blank optional value is left out, not shown as "null".
    expect(rowLine(phoneLogOf('water-test')!, { at: '2026-12-07 10:00', pond_id: 1, pond_id_name: 'Pond 1', ph: 7.2, oxygen: null, temperature: 24 }, 'en-US')).toBe('10:00 · Pond 1 · 7.2 · 24 ℃');
  });

  it("labels a queued entry from the form's values and the pickers' names", () => {
    const names = { pond_id: [{ value: 1, label: 'North base / Pond 1' }], item_id: [{ value: 5, label: 'Floating feed' }] };
    expect(entryLine(phoneLogOf('feed')!, '2026-12-07 08:15', { pond_id: 1, item_id: 5, quantity: 8.5 }, names, 'zh-CN')).toBe('08:15 · North base / Pond 1 · Floating feed · 8.5 kg');
  });

  it('sends the add with the time and every phone field, blanks as null', () => {
    expect(addBody(phoneLogOf('sampling')!, '2026-12-07 08:15', { pond_id: 1, count: 30, mean_weight: 12.5, handler: '' })).toEqual({
      type: 'add',
      at: '2026-12-07 08:15',
      pond_id: 1,
      count: 30,
      mean_weight: 12.5,
      handler: null,
      note: null,
    });
  });

  it("edits a row from its values, keeping its time and sending the version it was read at", () => {
    const feed = phoneLogOf('feed')!;
    const row = { id: 9, updated_at: '2026-12-07T07:31:02.123Z', at: '2026-12-07 07:30', pond_id: 1, item_id: 5, quantity: 12, handler: null, note: 'x', tenant_id: 2 };
    // Blanks are empty in the form (not null), and what the phone does not ask is left out.
    expect(formValuesOf(feed, row)).toEqual({ pond_id: 1, item_id: 5, quantity: 12, handler: undefined, note: 'x' });
    expect(updateBody(feed, row, { pond_id: 1, item_id: 5, quantity: 14, note: '' })).toEqual({
      type: 'update',
      id: 9,
      updated_at: '2026-12-07T07:31:02.123Z',
      at: '2026-12-07 07:30',
      pond_id: 1,
      item_id: 5,
      quantity: 14,
      handler: null,
      note: null,
    });
  });
});
