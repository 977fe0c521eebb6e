import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../../components/number-input/number-input';
import type { RefOption } from '../../../../components/resource-page/use-ref-options';

export interface FeedValues {
  pond_id: number;
  item_id: number;
  quantity: number;
  handler?: string;
  note?: string;
}

interface Props {
  ponds: RefOption[];
  fodders: RefOption[];
  saving: boolean;
  onSave: (values: FeedValues) => Promise<boolean>;
}

const BIG = { size: 'large' as const, style: { width: '100%' } };

/** The feeding form at the pond: big fields, one column; the time is when it is saved. */
export function FeedForm({ ponds, fodders, saving, onSave }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeedValues>();
  const submit = async (values: FeedValues) => {
    // The pond and fodder stay chosen: the next entry is usually the next pond with the same feed.
    if (await onSave(values)) form.setFieldsValue({ quantity: undefined, note: undefined });
  };
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false} data-testid="phone-feed-form">
      <Form.Item name="pond_id" label={t('phone.feed.pond')} rules={[{ required: true, message: t('phone.feed.pondRequired') }]}>
        <Select {...BIG} options={ponds} showSearch={{ optionFilterProp: 'label' }} aria-label={t('phone.feed.pond')} />
      </Form.Item>
      <Form.Item name="item_id" label={t('phone.feed.fodder')} rules={[{ required: true, message: t('phone.feed.fodderRequired') }]}>
        <Select {...BIG} options={fodders} aria-label={t('phone.feed.fodder')} />
      </Form.Item>
      <Form.Item name="quantity" label={t('phone.feed.quantity')} rules={[{ required: true, message: t('phone.feed.quantityRequired') }]}>
        <NumberInput {...BIG} min={0} inputMode="decimal" aria-label={t('phone.feed.quantity')} />
      </Form.Item>
      <Form.Item name="handler" label={t('phone.feed.handler')}>
        <Input size="large" maxLength={50} aria-label={t('phone.feed.handler')} />
      </Form.Item>
      <Form.Item name="note" label={t('phone.feed.note')}>
        <Input.TextArea size="large" maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} aria-label={t('phone.feed.note')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={saving} data-testid="phone-feed-save">
        {t('phone.feed.save')}
      </Button>
    </Form>
  );
}
