import { useState } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { addProduct, updateProduct, type Product, type ProductInput } from '../../../api/products';
import type { CompanyOption } from '../../../api/device-admin';
import { useSessionStore } from '../../../stores/session-store';
import { PRODUCT_LIMITS } from '../../../../shared/contract/api/products';

type FormShape = { name: string; category?: string; specification?: string; unit?: string; note?: string; tenant_id?: number };

const orNull = (value?: string) => (value && value.trim() ? value.trim() : null);

/**
 * Add or edit a product. The company is chosen when there is more than one to choose from
 * (the platform admin must; an agent may), preselected with the caller's own; it is fixed once added.
 */
export function ProductFormModal({ product, companies, onClose, onSaved }: { product?: Product; companies: CompanyOption[]; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormShape>();
  const [saving, setSaving] = useState(false);
  const ownTenant = useSessionStore((s) => s.user?.tenant?.id);
  const defaultTenant = companies.length === 1 ? companies[0].id : companies.find((c) => c.id === ownTenant)?.id;

  const save = async (values: FormShape) => {
    setSaving(true);
    try {
      const input: ProductInput = {
        name: values.name.trim(),
        category: orNull(values.category),
        specification: orNull(values.specification),
        unit: orNull(values.unit),
        note: orNull(values.note),
      };
      if (product) await updateProduct(product.id, input);
      else await addProduct({ ...input, ...(values.tenant_id ? { tenant_id: values.tenant_id } : {}) });
      void message.success(t(product ? 'product.modified' : 'product.added'));
      onSaved();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setSaving(false);
    }
  };

  const text = (name: keyof typeof PRODUCT_LIMITS & keyof FormShape, area = false) => (
    <Form.Item name={name} label={t(`product.${name}`)}>
      {area ? <Input.TextArea maxLength={PRODUCT_LIMITS[name]} rows={3} /> : <Input maxLength={PRODUCT_LIMITS[name]} />}
    </Form.Item>
  );

  return (
    <Modal
      open
      title={t(product ? 'product.edit' : 'product.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="product-form"
        initialValues={product ? { ...product, category: product.category ?? '', specification: product.specification ?? '', unit: product.unit ?? '', note: product.note ?? '' } : { name: '', tenant_id: defaultTenant }}
        onFinish={(v) => void save(v)}
      >
        {!product && companies.length > 1 && (
          <Form.Item name="tenant_id" label={t('product.company')} rules={[{ required: true, message: t('product.companyRequired') }]}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={companies.map((c) => ({ value: c.id, label: c.name }))} />
          </Form.Item>
        )}
        <Form.Item name="name" label={t('product.name')} rules={[{ required: true, whitespace: true, message: t('product.nameRequired') }]}>
          <Input maxLength={PRODUCT_LIMITS.name} autoFocus />
        </Form.Item>
        {text('category')}
        {text('specification')}
        {text('unit')}
        {text('note', true)}
      </Form>
    </Modal>
  );
}
