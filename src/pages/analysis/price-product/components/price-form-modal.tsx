import { useState } from 'react';
import { App, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addPrice, updatePrice, type PriceInput, type PriceRow } from '../../../../api/prices';
import type { CompanyOption } from '../../../../api/device-admin';
import { useSessionStore } from '../../../../stores/session-store';
import { PRICE_LIMITS, PRICE_MAX } from '../../../../../shared/contract/api/prices';

type FormShape = { product: string; variety?: string; market: string; unit: string; price: number; date: Dayjs; source?: string; tenant_id?: number };
const orNull = (value?: string) => (value && value.trim() ? value.trim() : null);

/** Add or edit one price row; the company is chosen on adding when there is more than one. */
export function PriceFormModal({ row, companies, onClose, onSaved }: { row?: PriceRow; companies: CompanyOption[]; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormShape>();
  const [saving, setSaving] = useState(false);
  const ownTenant = useSessionStore((s) => s.user?.tenant?.id);
  const defaultTenant = companies.length === 1 ? companies[0].id : companies.find((c) => c.id === ownTenant)?.id;

  const save = async (values: FormShape) => {
    setSaving(true);
    try {
      const input: PriceInput = {
        product: values.product.trim(),
        variety: orNull(values.variety),
        market: values.market.trim(),
        unit: values.unit.trim(),
        price: values.price,
        date: values.date.format('YYYY-MM-DD'),
        source: orNull(values.source),
      };
      if (row) await updatePrice(row.id, input);
      else await addPrice({ ...input, ...(values.tenant_id ? { tenant_id: values.tenant_id } : {}) });
      void message.success(t(row ? 'priceProduct.modified' : 'priceProduct.added'));
      onSaved();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setSaving(false);
    }
  };

  const required = (field: string) => [{ required: true, whitespace: true, message: t('priceProduct.required', { field: t(`priceProduct.${field}`) }) }];
  const text = (name: 'product' | 'variety' | 'market' | 'unit' | 'source', must: boolean) => (
    <Form.Item name={name} label={t(`priceProduct.${name}`)} rules={must ? required(name) : []}>
      <Input maxLength={PRICE_LIMITS[name]} />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={t(row ? 'priceProduct.edit' : 'priceProduct.add')}
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
        data-testid="price-form"
        initialValues={row ? { ...row, variety: row.variety ?? '', source: row.source ?? '', date: dayjs(row.date) } : { tenant_id: defaultTenant, date: dayjs() }}
        onFinish={(v) => void save(v)}
      >
        {!row && companies.length > 1 && (
          <Form.Item name="tenant_id" label={t('priceProduct.company')} rules={[{ required: true, message: t('priceProduct.companyRequired') }]}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={companies.map((c) => ({ value: c.id, label: c.name }))} />
          </Form.Item>
        )}
        {text('product', true)}
        {text('variety', false)}
        {text('market', true)}
        {text('unit', true)}
        <Form.Item name="price" label={t('priceProduct.price')} rules={[{ required: true, type: 'number', min: 0.01, message: t('priceProduct.priceInvalid') }]}>
          <InputNumber min={0.01} max={PRICE_MAX} step={0.1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="date" label={t('priceProduct.date')} rules={[{ required: true, message: t('priceProduct.required', { field: t('priceProduct.date') }) }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        {text('source', false)}
      </Form>
    </Modal>
  );
}
