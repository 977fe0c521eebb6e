import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { LogFilter, LogKind } from '../../../api/weblog';

interface Values {
  range?: [Dayjs | null, Dayjs | null] | null;
  user_name?: string;
  type?: string;
  success?: 'true' | 'false';
}

/** The form's values as the API's filter: the range as instants, "type" as login type or method. */
function toFilter(kind: LogKind, values: Values): LogFilter {
  const [from, to] = values.range ?? [];
  return {
    user_name: values.user_name?.trim() || undefined,
    startTime: from ? from.toISOString() : undefined,
    endTime: to ? to.toISOString() : undefined,
    success: values.success === undefined ? undefined : values.success === 'true',
    ...(kind === 'login' ? { login_type: values.type } : { method: values.type as LogFilter['method'] }),
  };
}

/** Time range, account, type and result; search, reset and the report download. */
export function LogFilterBar({ kind, onSearch, onDownload }: { kind: LogKind; onSearch(filter: LogFilter): void; onDownload(filter: LogFilter): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const typeOptions: Array<{ value: string; label: string }> =
    kind === 'login'
      ? (['platform', 'other'] as const).map((value) => ({ value, label: t(`weblog.type.${value}`) }))
      : (['POST', 'PUT', 'PATCH', 'DELETE'] as const).map((value) => ({ value, label: `${value} · ${t(`weblog.methods.${value}`)}` }));
  return (
    <Form<Values> form={form} name={`${kind}-log-filter`} layout="inline" style={{ marginBottom: 16, rowGap: 8 }} onFinish={(values) => onSearch(toFilter(kind, values))}>
      <Form.Item name="range" label={t('weblog.range')}>
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} data-testid={`${kind}-log-range`} />
      </Form.Item>
      <Form.Item name="user_name" label={t('weblog.account')}>
        <Input allowClear style={{ width: 160 }} data-testid={`${kind}-log-account`} />
      </Form.Item>
      <Form.Item name="type" label={kind === 'login' ? t('weblog.loginType') : t('weblog.method')}>
        <Select allowClear style={{ width: 160 }} options={typeOptions} />
      </Form.Item>
      <Form.Item name="success" label={t('weblog.result')}>
        <Select
          allowClear
          style={{ width: 110 }}
          options={[
            { value: 'true', label: t('weblog.ok') },
            { value: 'false', label: t('weblog.failed') },
          ]}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid={`${kind}-log-search`}>
          {t('admin.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('admin.reset')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => onDownload(toFilter(kind, form.getFieldsValue()))} data-testid={`${kind}-log-download`}>
          {t('weblog.download')}
        </Button>
      </Space>
    </Form>
  );
}
