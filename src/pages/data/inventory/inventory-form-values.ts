import type { Dayjs } from 'dayjs';
import type { InventoryInput, InventoryRow } from '../../../api/inventory';
import { inventoryErrors, type InventoryError, type InventoryField } from '../../../../shared/contract/inventory-rules';
import dayjs from 'dayjs';

/** What the form holds: dates as dayjs (the DatePicker's), numbers as the InputNumber gives them. */
export interface InventoryFormShape {
  product_id?: number | null;
  import_num?: number | null;
  import_date?: Dayjs | null;
  export_num?: number | null;
  export_date?: Dayjs | null;
  person?: string;
  phone?: string;
  factory_no?: string;
}

export const DATE_FORMAT = 'YYYY-MM-DD';
const day = (value?: Dayjs | null) => (value ? value.format(DATE_FORMAT) : null);

/** The form's values as the rules and the server read them. */
export function toRuleValues(values: InventoryFormShape) {
  return { ...values, import_date: day(values.import_date), export_date: day(values.export_date) };
}

/** The shared rules' verdict on one field (the server refuses with the same key). */
export function fieldError(values: InventoryFormShape, field: InventoryField): InventoryError | undefined {
  return inventoryErrors(toRuleValues(values))[field];
}

/** The body sent once every rule passes: texts trimmed, dates as "YYYY-MM-DD". */
export function toInput(values: InventoryFormShape): InventoryInput {
  return {
    product_id: values.product_id!,
    import_num: values.import_num!,
    import_date: day(values.import_date)!,
    export_num: values.export_num!,
    export_date: day(values.export_date)!,
    person: values.person!.trim(),
    phone: values.phone!.trim(),
    factory_no: values.factory_no!.trim(),
  };
}

export function fromRow(row: InventoryRow): InventoryFormShape {
  return { ...row, import_date: dayjs(row.import_date), export_date: dayjs(row.export_date) };
}
