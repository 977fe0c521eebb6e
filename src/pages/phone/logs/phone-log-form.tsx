import { Button, ConfigProvider, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRefField } from '../../../../shared/contract/farm/schemas';
import { rulesOf } from '../../../components/resource-page/declared-form-rows';
import { FieldInput } from '../../../components/resource-page/field-input';
import { labelOf } from '../../../components/resource-page/labels';
import type { RefOption } from '../../../components/resource-page/use-ref-options';
import { phoneFields, type PhoneLog } from './phone-logs';
import './phone-log-words';

export type LogValues = Record<string, unknown>;

interface Props {
  log: PhoneLog;
  options: Record<string, RefOption[]>;
  saving: boolean;
  onSave: (values: LogValues) => Promise<boolean>;
}

/**
 * A log's form at the pond: the console declaration's fields one to a line, large, checked by the
 * console's rules with its messages (required, range, length). The time is when it is saved.
 */
export function PhoneLogForm({ log, options, saving, onSave }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<LogValues>();
  const fields = phoneFields(log.decl);
  const submit = async (values: LogValues) => {
    // Ponds, items and persons stay chosen: the next entry is usually the next pond with the same feed.
    if (await onSave(values)) form.resetFields(fields.filter((f) => !isRefField(f) && f.kind !== 'choice').map((f) => f.key));
  };
  return (
    <ConfigProvider componentSize="large">
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false} data-testid={`phone-${log.slug}-form`}>
        {fields.map((field) => (
          <Form.Item key={field.key} name={field.key} label={labelOf(field, i18n.language)} rules={rulesOf(field, i18n.language, t)}>
            <FieldInput field={field} options={options[field.key]} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" block loading={saving} data-testid={`phone-${log.slug}-save`}>
          {t('phone.log.save')}
        </Button>
      </Form>
    </ConfigProvider>
  );
}
