import { Button, ConfigProvider, Flex, Form } from 'antd';
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
  /** Editing a stored row: the form starts from its values, saves as a change and can be left. */
  edit?: { initial: LogValues; onCancel: () => void };
}

/**
 * A log's form at the pond: the console declaration's fields one to a line, large, checked by the
 * console's rules with its messages (required, range, length). The time is when it is saved, or
 * the edited row's own.
 */
export function PhoneLogForm({ log, options, saving, onSave, edit }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<LogValues>();
  const fields = phoneFields(log.decl);
  const submit = async (values: LogValues) => {
    // Ponds, items and persons stay chosen: the next entry is usually the next pond with the same feed.
    if ((await onSave(values)) && !edit) form.resetFields(fields.filter((f) => !isRefField(f) && f.kind !== 'choice').map((f) => f.key));
  };
  const testId = `phone-${log.slug}-${edit ? 'edit-form' : 'form'}`;
  return (
    <ConfigProvider componentSize="large">
      <Form form={form} layout="vertical" initialValues={edit?.initial} onFinish={(v) => void submit(v)} requiredMark={false} data-testid={testId}>
        {fields.map((field) => (
          <Form.Item key={field.key} name={field.key} label={labelOf(field, i18n.language)} rules={rulesOf(field, i18n.language, t)}>
            <FieldInput field={field} options={options[field.key]} />
          </Form.Item>
        ))}
        <Flex gap={8}>
          {edit && (
            <Button block onClick={edit.onCancel} data-testid={`phone-${log.slug}-edit-cancel`}>
              {t('phone.log.cancel')}
            </Button>
          )}
          <Button type="primary" htmlType="submit" block loading={saving} data-testid={`phone-${log.slug}-save`}>
            {t(edit ? 'phone.log.saveEdit' : 'phone.log.save')}
          </Button>
        </Flex>
      </Form>
    </ConfigProvider>
  );
}
