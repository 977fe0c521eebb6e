import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { addParamConfig, updateParamConfig, type ParamConfig, type ParamDef } from '../../../../api/device-params';
import { FormModalShell } from '../../../../components/crud/form-modal-shell';
import { configValuesOf, toConfigInput, type ParamConfigValues } from '../param-config-rules';
import { paramName } from '../../../../lib/param-name';
import { ParamConfigFields } from './param-config-form';

const NEW_CONFIG: ParamConfigValues = {
  name: '', max: null, min: null, isHigh: 2, period: 60, maxTime: 3, startValue: null, endValue: null, waitTime: 0,
  correcting: 0, valuePerfectL: null, valuePerfectH: null, prompt_id: null, isOpen: 1,
};

/** The parameter being added is picked in the same form (required), its configuration below it. */
type Values = ParamConfigValues & { paramKey?: string };

export interface ParamConfigModalProps {
  deviceId: string;
  /** The configuration to edit; absent to add one of `addable`. */
  config?: ParamConfig;
  addable?: ParamDef[];
  onClose(): void;
  onSaved(): void;
}

/** Edit one parameter configuration of a device, or add a parameter it does not have yet. */
export function ParamConfigModal({ deviceId, config, addable = [], onClose, onSaved }: ParamConfigModalProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const english = i18n.language === 'en-US';
  const defName = (d: ParamDef) => (english && d.param_name_en ? d.param_name_en : d.param_name);

  const save = async ({ paramKey, ...values }: Values) => {
    const input = { deviceId, paramKey: config?.param_key ?? paramKey!, ...toConfigInput(values) };
    if (config) await updateParamConfig(input);
    else await addParamConfig(input);
  };

  return (
    <FormModalShell<Values>
      title={config ? t('parametr.editTitle', { name: paramName(config, i18n.language) }) : t('parametr.addTitle')}
      form={form}
      testId="param-config-form"
      width={820}
      initialValues={config ? configValuesOf(config, i18n.language) : NEW_CONFIG}
      save={save}
      done={t(config ? 'parametr.modified' : 'parametr.added')}
      onClose={onClose}
      onSaved={onSaved}
    >
      {!config && (
        <Form.Item name="paramKey" rules={[{ required: true, message: t('parametr.paramRequired') }]}>
          <Select
            placeholder={t('parametr.paramRequired')}
            aria-label={t('parametr.addParam')}
            onChange={(key: string) => {
              const def = addable.find((d) => d.param_key === key);
              if (def && !form.getFieldValue('name')) form.setFieldValue('name', defName(def));
            }}
            options={addable.map((d) => ({ value: d.param_key, label: `${defName(d)} (${d.param_key})` }))}
          />
        </Form.Item>
      )}
      <ParamConfigFields />
    </FormModalShell>
  );
}
