import { Form, Input, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { addCommandCode, updateCommandCode, type CommandCode } from '../../../api/command-codes';
import type { CompanyOption } from '../../../api/device-admin';
import { useSessionStore } from '../../../stores/session-store';
import { DEVICE_TYPES, type DeviceType } from '../../../../shared/contract/device-types';
import { COMMAND_CODE_LIMITS } from '../../../../shared/contract/api/command-codes';
import { FormModalShell } from '../../../components/crud/form-modal-shell';
import { codeError, parseTemplate } from './code-rules';

interface Values {
  device_type?: string;
  code?: string;
  name?: string;
  name_en?: string;
  params?: string;
  reply_code?: string;
  /** 0 stands for "platform default" in the select (the server takes null). */
  owner?: number;
}

const PLATFORM = 0;

/**
 * Add or edit a command code. The owner is chosen only when adding: the platform admin may keep
 * it a platform default or give it to a company; a company user adds to its own company (or, with
 * several, picks one).
 */
export function CodeFormModal({ code, companies, onClose, onSaved }: { code?: CommandCode; companies: CompanyOption[]; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const user = useSessionStore((s) => s.user);
  const isAdmin = user?.userType === 'admin';
  const owners = [...(isAdmin ? [{ value: PLATFORM, label: t('code.platform') }] : []), ...companies.map((c) => ({ value: c.id, label: c.name }))];
  const defaultOwner = isAdmin ? PLATFORM : (companies.find((c) => c.id === user?.tenant?.id)?.id ?? companies[0]?.id);

  const codeRule: FormRule = {
    validator: async (_, value: string | undefined) => {
      const key = codeError(value);
      if (key) throw new Error(t(key));
    },
  };
  const paramsRule: FormRule = {
    validator: async (_, value: string | undefined) => {
      const parsed = parseTemplate(value);
      if (!parsed.ok) throw new Error(t(parsed.message));
    },
  };

  // The params rule has already refused a template that does not parse.
  const save = async (values: Values) => {
    const params = parseTemplate(values.params);
    const input = {
      device_type: values.device_type as DeviceType,
      code: values.code!.trim(),
      name: values.name!.trim(),
      name_en: values.name_en?.trim() || null,
      params: params.ok ? params.value : null,
      reply_code: values.reply_code?.trim() || null,
    };
    if (code) await updateCommandCode(code.id, input);
    else await addCommandCode({ ...input, ...(values.owner !== undefined && owners.length > 1 ? { tenant_id: values.owner === PLATFORM ? null : values.owner } : {}) });
  };

  const initial: Values = code
    ? { device_type: code.device_type, code: code.code, name: code.name, name_en: code.name_en ?? '', params: code.params ? JSON.stringify(code.params) : '', reply_code: code.reply_code ?? '' }
    : { owner: defaultOwner };
  return (
    <FormModalShell<Values> title={t(code ? 'code.edit' : 'code.add')} form={form} testId="code-form" initialValues={initial} save={save} done={t(code ? 'code.modified' : 'code.added')} onClose={onClose} onSaved={onSaved}>
      {!code && owners.length > 1 && (
        <Form.Item name="owner" label={t('code.owner')} rules={[{ required: true, message: t('code.ownerRequired') }]}>
          <Select showSearch optionFilterProp="label" options={owners} data-testid="code-owner" />
        </Form.Item>
      )}
      <Form.Item name="device_type" label={t('code.deviceType')} rules={[{ required: true, message: t('code.typeRequired') }]}>
        <Select options={DEVICE_TYPES.map((type) => ({ value: type, label: type }))} data-testid="code-device-type" />
      </Form.Item>
      <Form.Item name="code" label={t('code.code')} required rules={[codeRule]}>
        <Input data-testid="code-code" />
      </Form.Item>
      <Form.Item name="name" label={t('code.name')} rules={[{ required: true, whitespace: true, message: t('code.nameRequired') }]}>
        <Input maxLength={COMMAND_CODE_LIMITS.name} data-testid="code-name" />
      </Form.Item>
      <Form.Item name="name_en" label={t('code.nameEn')}>
        <Input maxLength={COMMAND_CODE_LIMITS.name} />
      </Form.Item>
      <Form.Item name="params" label={t('code.params')} rules={[paramsRule]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={COMMAND_CODE_LIMITS.params} style={{ fontFamily: 'monospace' }} data-testid="code-params" />
      </Form.Item>
      <Form.Item name="reply_code" label={t('code.replyCode')} rules={[{ validator: async (_, v?: string) => { if (v?.trim() && codeError(v)) throw new Error(t('code.codeFormat')); } }]}>
        <Input />
      </Form.Item>
    </FormModalShell>
  );
}
