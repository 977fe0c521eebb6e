import { DatePicker, Form, Input } from 'antd';
import { NumberInput } from '../../../../components/number-input/number-input';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addPrice, updatePrice, type PriceInput, type PriceRow } from '../../../../api/prices';
import type { CompanyOption } from '../../../../api/device-admin';
import { useSessionStore } from '../../../../stores/session-store';
import { PRICE_LIMITS, PRICE_MAX } from '../../../../../shared/contract/api/prices';
import { FormModalShell } from '../../../../components/crud/form-modal-shell';
import { CompanyField } from '../../../../components/crud/company-field';

type FormShape = { product: string; variety?: string; market: string; unit: string; price: number; date: Dayjs; source?: string; tenant_id?: number };
const orNull = (value?: string) => (value && value.trim() ? value.trim() : null);

/** Add or edit one price row; the company is chosen on adding when there is more than one. */
export function PriceFormModal({ row, companies, onClose, onSaved }: { row?: PriceRow; companies: CompanyOption[]; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormShape>();
  const ownTenant = useSessionStore((s) => s.user?.tenant?.id);
  const defaultTenant = companies.length === 1 ? companies[0].id : companies.find((c) => c.id === ownTenant)?.id;

  const save = async (values: FormShape) => {
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
  };

  const required = (field: string) => [{ required: true, whitespace: true, message: t('priceProduct.required', { field: t(`priceProduct.${field}`) }) }];
  const text = (name: 'product' | 'variety' | 'market' | 'unit' | 'source', must: boolean) => (
    <Form.Item name={name} label={t(`priceProduct.${name}`)} rules={must ? required(name) : []}>
      <Input maxLength={PRICE_LIMITS[name]} />
    </Form.Item>
  );

  return (
    <FormModalShell<FormShape>
      title={t(row ? 'priceProduct.edit' : 'priceProduct.add')}
      form={form}
      testId="price-form"
      initialValues={row ? { ...row, variety: row.variety ?? '', source: row.source ?? '', date: dayjs(row.date) } : { tenant_id: defaultTenant, date: dayjs() }}
      save={save}
      done={t(row ? 'priceProduct.modified' : 'priceProduct.added')}
      onClose={onClose}
      onSaved={onSaved}
    >
      {!row && <CompanyField companies={companies} initial={defaultTenant} prefix="priceProduct" testId="price-company" />}
      {text('product', true)}
      {text('variety', false)}
      {text('market', true)}
      {text('unit', true)}
      <Form.Item name="price" label={t('priceProduct.price')} rules={[{ required: true, type: 'number', min: 0.01, message: t('priceProduct.priceInvalid') }]}>
        <NumberInput min={0.01} max={PRICE_MAX} step={0.1} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="date" label={t('priceProduct.date')} rules={[{ required: true, message: t('priceProduct.required', { field: t('priceProduct.date') }) }]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      {text('source', false)}
    </FormModalShell>
  );
}
