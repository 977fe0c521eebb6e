import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AlarmFilter } from '../../../../api/alarms';
import { DevicePicker } from '../../../../components/device-picker/device-picker';
import { ALARM_KINDS } from '../../../../../shared/contract/live-states';
import { ALARM_STATE_FILTERS } from '../../../../../shared/contract/api/alarms';

interface Values {
  device_id?: string;
  param_key?: string;
  kind?: AlarmFilter['kind'];
  state?: AlarmFilter['state'];
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The form's values as the API's filter: the range as instants, blanks left out. */
function toFilter(values: Values): AlarmFilter {
  const [from, to] = values.range ?? [];
  return {
    device_id: values.device_id || undefined,
    param_key: values.param_key?.trim() || undefined,
    kind: values.kind,
    state: values.state,
    startTime: from ? from.toISOString() : undefined,
    endTime: to ? to.toISOString() : undefined,
  };
}

/** Device, parameter, level, state and time range; search, reset and the report download. */
export function AlarmFilterBar({ onSearch, onDownload }: { onSearch(filter: AlarmFilter): void; onDownload(filter: AlarmFilter): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  return (
    <Form<Values> form={form} name="data-alarm-filter" layout="inline" style={{ marginBottom: 16, rowGap: 8 }} onFinish={(values) => onSearch(toFilter(values))}>
      <Form.Item name="device_id" label={t('dataAlarm.device')}>
        <DevicePicker allowClear testId="data-alarm-device" style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="param_key" label={t('dataAlarm.param')}>
        <Input allowClear maxLength={64} placeholder={t('dataAlarm.paramPlaceholder')} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="kind" label={t('dataAlarm.level')}>
        <Select allowClear style={{ width: 110 }} options={ALARM_KINDS.map((kind) => ({ value: kind, label: t(`alarmWords.levels.${kind}`) }))} />
      </Form.Item>
      <Form.Item name="state" label={t('dataAlarm.state')}>
        <Select allowClear style={{ width: 150 }} data-testid="data-alarm-state" options={ALARM_STATE_FILTERS.map((state) => ({ value: state, label: t(`dataAlarm.states.${state}`) }))} />
      </Form.Item>
      <Form.Item name="range" label={t('dataAlarm.range')}>
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid="data-alarm-search">
          {t('dataAlarm.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('dataAlarm.reset')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => onDownload(toFilter(form.getFieldsValue()))} data-testid="data-alarm-download">
          {t('dataAlarm.download')}
        </Button>
      </Space>
    </Form>
  );
}
