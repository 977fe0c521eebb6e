import { useMemo, useState } from 'react';
import { App, Button, DatePicker, Divider, Form, Input, Modal, Select, Typography, type FormRule } from 'antd';
import { NumberInput } from '../../../../components/number-input/number-input';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addTrace, updateTrace, type TraceMediaKind, type TraceRecord } from '../../../../api/tracing';
import type { CompanyOption } from '../../../../api/device-admin';
import type { TraceSiteOption } from '../../../../../shared/contract/api/tracing';
import { LINK_MAX, NOTE_MAX, TEXT_MAX, WARRANTY_MONTHS_MAX } from '../../../../../shared/contract/api/tracing';
import { LocationPicker } from '../../../../components/location-picker/location-picker';
import { USER_DATA } from '../../../../lib/user-data';
import { fieldError, formValuesOf, periodError, traceInput, type TraceFormValues } from '../tracing-rules';
import { ProductSelect } from './product-select';
import { MediaField } from './media-field';

interface Props {
  record?: TraceRecord;
  companies: CompanyOption[];
  sites: TraceSiteOption[];
  onClose(): void;
  onSaved(): void;
}

/**
 * Add or edit a batch with every field of spec section 3's tracing info. A new batch is saved
 * first; the modal then stays open on it so its image and video can be uploaded (they belong to a
 * stored batch).
 */
export function TraceFormModal({ record: given, companies, sites, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TraceFormValues>();
  const [record, setRecord] = useState<TraceRecord | undefined>(given);
  const [saving, setSaving] = useState(false);
  const tenant = Form.useWatch('tenant_id', form);
  const askCompany = !given && companies.length > 1;
  const initial = useMemo(() => (given?.product_name ? { id: given.product_id, name: given.product_name } : undefined), [given]);
  const rule = (field: 'batch_no' | 'sales_phone' | 'trace_link'): FormRule => ({
    validator: async (_, value: string | undefined) => {
      const key = fieldError(field, value);
      if (key) throw new Error(t(key));
    },
  });
  const period: FormRule = ({ getFieldsValue }) => ({
    validator: async () => {
      const key = periodError(getFieldsValue(['stocking_date', 'delivery_time']));
      if (key) throw new Error(t(key));
    },
  });

  /** An upload or removal changed the batch's media: show it here and in the list. */
  const mediaChanged = (kind: TraceMediaKind) => (value: TraceRecord[TraceMediaKind]) => {
    setRecord((r) => (r ? { ...r, [kind]: value } : r));
    onSaved();
  };

  const save = async (values: TraceFormValues) => {
    setSaving(true);
    try {
      const input = traceInput(values);
      const saved = record ? await updateTrace({ id: record.id, ...input }) : await addTrace({ ...input, ...(values.tenant_id ? { tenant_id: values.tenant_id } : {}) });
      void message.success(t(record ? 'tracing.modified' : 'tracing.added'));
      setRecord(saved);
      onSaved();
      if (record) onClose();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setSaving(false);
    }
  };

  const siteChoices = sites.filter((s) => (record?.tenant_id ?? tenant) === undefined || s.tenant_id === (record?.tenant_id ?? tenant));
  const text = (max = TEXT_MAX) => <Input maxLength={max} />;

  return (
    <Modal
      open
      width={760}
      title={t(record ? 'tracing.edit' : 'tracing.add')}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>{t(record && !given ? 'tracing.done' : 'common.cancel')}</Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => form.submit()} data-testid="trace-save">{t('common.save')}</Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="trace-form"
        initialValues={given ? formValuesOf(given, (d) => dayjs(d)) : { tenant_id: companies.length === 1 ? companies[0].id : undefined }}
        onFinish={(v) => void save(v)}
      >
        {askCompany && (
          <Form.Item name="tenant_id" label={t('tracing.company')} rules={[{ required: !record, message: t('tracing.companyRequired') }]}>
            <Select disabled={!!record} showSearch={{ optionFilterProp: 'title' }} options={companies.map((c) => ({ value: c.id, title: c.name, label: <span {...USER_DATA}>{c.name}</span> }))} />
          </Form.Item>
        )}
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 }}>
          <Form.Item name="product_id" label={t('tracing.product')} rules={[{ required: true, message: t('tracing.productRequired') }]}>
            <ProductSelect tenantId={record?.tenant_id ?? tenant} initial={initial} />
          </Form.Item>
          <Form.Item name="batch_no" label={t('tracing.batch')} required rules={[rule('batch_no')]}>
            <Input />
          </Form.Item>
          <Form.Item name="brand_name" label={t('tracing.brand')}>{text()}</Form.Item>
          <Form.Item name="selling_unit" label={t('tracing.sellingUnit')}>{text()}</Form.Item>
          <Form.Item name="sales_phone" label={t('tracing.salesPhone')} rules={[rule('sales_phone')]}>
            <Input />
          </Form.Item>
          <Form.Item name="sales_address" label={t('tracing.salesAddress')}>{text(200)}</Form.Item>
          <Form.Item name="producing_unit" label={t('tracing.producingUnit')}>{text()}</Form.Item>
          <Form.Item name="origin_address" label={t('tracing.originAddress')}>{text(200)}</Form.Item>
          <Form.Item name="warranty_months" label={t('tracing.warranty')}>
            <NumberInput min={0} max={WARRANTY_MONTHS_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="site_id" label={t('tracing.site')} tooltip={t('tracing.siteHint')}>
            <Select allowClear options={siteChoices.map((s) => ({ value: s.id, title: s.name, label: <span {...USER_DATA}>{s.name}</span> }))} />
          </Form.Item>
          <Form.Item name="stocking_date" label={t('tracing.stockingDate')} dependencies={['delivery_time']} rules={[period]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="delivery_time" label={t('tracing.deliveryTime')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item name="trace_link" label={t('tracing.link')} rules={[rule('trace_link')]}>
          <Input maxLength={LINK_MAX} />
        </Form.Item>
        <Form.Item name="note" label={t('tracing.note')}>
          <Input.TextArea maxLength={NOTE_MAX} rows={2} />
        </Form.Item>
        <Form.Item name="location" label={t('tracing.location')}>
          <LocationPicker />
        </Form.Item>
      </Form>
      <Divider titlePlacement="start">{t('tracing.mediaTitle')}</Divider>
      {record ? (
        <>
          <MediaField record={record} kind="image" onChanged={mediaChanged('image')} />
          <MediaField record={record} kind="video" onChanged={mediaChanged('video')} />
        </>
      ) : (
        <Typography.Text type="secondary">{t('tracing.mediaAfterSave')}</Typography.Text>
      )}
    </Modal>
  );
}
