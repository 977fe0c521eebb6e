import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { addParamDefinition, updateParamDefinition, type ParamDef } from '../../../../api/device-params';
import { FormModalShell } from '../../../../components/crud/form-modal-shell';
import { defFormValues, defInput, PARAM_KEY_MAX, PARAM_KEY_PATTERN, PARAM_TYPES, requiredName, type ParamDefValues } from '../param-def-rules';

const NEW_DEF: ParamDefValues = { param_key: '', param_name: '', param_type: 'float', status: 1 };

/**
 * Add or edit a parameter definition. The key is fixed once added; the name in the page's language
 * is required, the other falls back to it.
 */
export function ParamDefFormModal({ def, onClose, onSaved }: { def?: ParamDef; onClose(): void; onSaved(): void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<ParamDefValues>();
  const required = requiredName(i18n.language);
  const initial = def ? defFormValues({ ...def, param_type: def.param_type as ParamDefValues['param_type'], status: def.status === 1 ? 1 : 0 }) : NEW_DEF;

  const save = async (values: ParamDefValues) => {
    const input = defInput(values);
    if (def) await updateParamDefinition(input);
    else await addParamDefinition(input);
  };

  return (
    <FormModalShell<ParamDefValues>
      title={t(def ? 'deviceParam.edit' : 'deviceParam.add')}
      form={form}
      testId="param-def-form"
      initialValues={initial}
      save={save}
      done={t(def ? 'deviceParam.modified' : 'deviceParam.added')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="param_key"
        label={t('deviceParam.param_key')}
        rules={[
          { required: true, whitespace: true, message: t('deviceParam.keyRequired') },
          { pattern: PARAM_KEY_PATTERN, max: PARAM_KEY_MAX, message: t('deviceParam.keyFormat') },
        ]}
      >
        <Input disabled={Boolean(def)} />
      </Form.Item>
      <Form.Item
        name="param_name"
        label={t('deviceParam.param_name')}
        extra={required === 'param_name' ? undefined : t('deviceParam.nameZhFallback')}
        rules={[{ required: required === 'param_name', whitespace: true, message: t('deviceParam.nameRequired') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="param_name_en"
        label={t('deviceParam.param_name_en')}
        extra={required === 'param_name_en' ? undefined : t('deviceParam.nameEnFallback')}
        rules={[{ required: required === 'param_name_en', whitespace: true, message: t('deviceParam.nameEnRequired') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="param_type" label={t('deviceParam.param_type')} rules={[{ required: true }]}>
        <Select options={PARAM_TYPES.map((v) => ({ value: v, label: t(`deviceParam.types.${v}`) }))} />
      </Form.Item>
      <Form.Item name="param_unit" label={t('deviceParam.param_unit')}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="icon_key" label={t('deviceParam.icon_key')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="status" label={t('deviceParam.status')} getValueProps={(v: number) => ({ checked: v === 1 })} normalize={(on: boolean) => (on ? 1 : 0)}>
        <Switch checkedChildren={t('deviceParam.show')} unCheckedChildren={t('deviceParam.hide')} />
      </Form.Item>
      <Form.Item name="desc" label={t('deviceParam.desc')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormModalShell>
  );
}
