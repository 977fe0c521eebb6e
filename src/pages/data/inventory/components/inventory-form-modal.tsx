import { DatePicker, Form, Input, Select, type FormRule } from 'antd';
import { NumberInput } from '../../../../components/number-input/number-input';
import { useTranslation } from 'react-i18next';
import { addInventory, updateInventory, type InventoryRow } from '../../../../api/inventory';
import type { Product } from '../../../../api/products';
import type { Lang } from '../../../../i18n';
import { inventoryMessage, PERSON_MAX, QUANTITY_MAX, type InventoryField } from '../../../../../shared/contract/inventory-rules';
import { FormModalShell } from '../../../../components/crud/form-modal-shell';
import { DATE_FORMAT, fieldError, fromRow, toInput, type InventoryFormShape } from '../inventory-form-values';

/**
 * Add or edit an inventory record. Every field is checked as it changes with the spec's rules
 * from shared/contract/inventory-rules.ts (the server refuses with the same words): all fields
 * must be completed, the factory number is a number, and the export stays within the import.
 */
export function InventoryFormModal({ record, products, onClose, onSaved }: { record?: InventoryRow; products: Product[]; onClose(): void; onSaved(): void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<InventoryFormShape>();
  const lang = (i18n.language === 'en-US' ? 'en-US' : 'zh-CN') as Lang;

  const rule = (field: InventoryField): FormRule => ({
    validator: async () => {
      const error = fieldError(form.getFieldsValue(true) as InventoryFormShape, field);
      if (error) throw new Error(inventoryMessage(lang, error));
    },
  });
  // `required` only draws the mark; the rule above decides and words the message.
  const item = (field: InventoryField, label: string, dependencies: InventoryField[] = []) => ({
    name: field,
    label: t(label),
    required: true,
    rules: [rule(field)],
    dependencies,
  });

  const save = (values: InventoryFormShape) => (record ? updateInventory(record.id, toInput(values)) : addInventory(toInput(values)));

  return (
    <FormModalShell<InventoryFormShape>
      title={t(record ? 'inventory.edit' : 'inventory.add')}
      form={form}
      testId="inventory-form"
      initialValues={record ? fromRow(record) : { export_num: 0 }}
      save={save}
      done={t(record ? 'inventory.modified' : 'inventory.added')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item {...item('product_id', 'inventory.product')}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          notFoundContent={t('inventory.noProducts')}
          options={products.map((p) => ({ value: p.id, label: p.unit ? `${p.name} (${p.unit})` : p.name }))}
        />
      </Form.Item>
      <Form.Item {...item('import_num', 'inventory.importNum')}>
        <NumberInput min={0} max={QUANTITY_MAX} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item {...item('import_date', 'inventory.importDate')}>
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item {...item('export_num', 'inventory.exportNum', ['import_num'])}>
        <NumberInput min={0} max={QUANTITY_MAX} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item {...item('export_date', 'inventory.exportDate', ['import_date'])}>
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item {...item('person', 'inventory.person')}>
        <Input maxLength={PERSON_MAX} />
      </Form.Item>
      <Form.Item {...item('phone', 'inventory.phone')}>
        <Input inputMode="tel" />
      </Form.Item>
      <Form.Item {...item('factory_no', 'inventory.factoryNo')}>
        <Input inputMode="numeric" />
      </Form.Item>
    </FormModalShell>
  );
}
