import { useEffect } from 'react';
import { Button, DatePicker, Form, Input, List, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { NumberInput } from '../../../../components/number-input/number-input';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { PondWithQuality } from '../../../../api/sites';
import { QUALITY_FILL } from '../../../../../scenes/breeding-map/breeding-map';

export interface PondForm {
  name: string;
  device_id: string | null;
  species: string | null;
  stock_count: number | null;
  stocked_at: string | null;
  density: number | null;
}

interface Props {
  pond: PondWithQuality;
  devices: Array<{ device_id: string; device_name: string }>;
  saving: boolean;
  onSave: (values: PondForm) => void;
  onDelete: () => void;
}

/** Stocking information of the selected pond, its live water quality, save and delete. */
export function PondPanel({ pond, devices, saving, onSave, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Omit<PondForm, 'stocked_at'> & { stocked_at: Dayjs | null }>();
  const english = i18n.language.startsWith('en');
  useEffect(() => {
    form.setFieldsValue({ ...pond, stocked_at: pond.stocked_at ? dayjs(pond.stocked_at) : null });
  }, [pond.id, pond.updated_at]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="pond-panel">
      <Space>
        <Typography.Text>{t('gisPicture.quality')}</Typography.Text>
        <Tag color={QUALITY_FILL[pond.quality]} data-testid="pond-quality">
          {t(`gisPicture.${pond.quality}`)}
        </Tag>
        <Typography.Text type="secondary">{t('gisPicture.area', { area: Math.round(pond.area_m2) })}</Typography.Text>
      </Space>
      {pond.readings.length > 0 && (
        <List
          size="small"
          dataSource={pond.readings}
          renderItem={(r) => (
            <List.Item key={r.param_key}>
              <span>{english ? (r.name_en ?? r.name) : r.name}</span>
              <span style={{ color: QUALITY_FILL[r.quality] }}>{r.value === null ? '--' : `${r.value} ${r.unit ?? ''}`}</span>
            </List.Item>
          )}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        size="small"
        onFinish={(v) => onSave({ ...v, stocked_at: v.stocked_at ? v.stocked_at.format('YYYY-MM-DD') : null })}
      >
        <Form.Item name="name" label={t('gisPicture.name')} rules={[{ required: true, whitespace: true, message: t('gisPicture.nameRequired') }, { max: 50 }]}>
          <Input data-testid="pond-name" />
        </Form.Item>
        <Form.Item name="device_id" label={t('gisPicture.device')}>
          <Select allowClear options={devices.map((d) => ({ value: d.device_id, label: `${d.device_name} (${d.device_id})` }))} />
        </Form.Item>
        <Form.Item name="species" label={t('gisPicture.species')} rules={[{ max: 50 }]}>
          <Input data-testid="pond-species" />
        </Form.Item>
        <Space>
          <Form.Item name="stock_count" label={t('gisPicture.count')}>
            <NumberInput min={0} precision={0} style={{ width: 130 }} />
          </Form.Item>
          <Form.Item name="density" label={t('gisPicture.density')}>
            <NumberInput min={0} style={{ width: 130 }} />
          </Form.Item>
        </Space>
        <Form.Item name="stocked_at" label={t('gisPicture.stockedAt')}>
          <DatePicker />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="pond-save">
            {t('gisPicture.save')}
          </Button>
          <Popconfirm title={t('gisPicture.deleteConfirm')} onConfirm={onDelete}>
            <Button danger data-testid="pond-delete">
              {t('gisPicture.delete')}
            </Button>
          </Popconfirm>
        </Space>
      </Form>
    </Space>
  );
}
