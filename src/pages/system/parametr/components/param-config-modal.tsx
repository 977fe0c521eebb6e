import { useState } from 'react';
import { App, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { addParamConfig, updateParamConfig, type ParamConfig, type ParamDef } from '../../../../api/device-params';
import { configValuesOf, toConfigInput, type ParamConfigValues } from '../param-config-rules';
import { paramName } from '../../../../lib/param-name';
import { ParamConfigForm } from './param-config-form';

const NEW_CONFIG: ParamConfigValues = {
  name: '', max: null, min: null, isHigh: 2, period: 60, maxTime: 3, startValue: null, endValue: null, waitTime: 0,
  correcting: 0, valuePerfectL: null, valuePerfectH: null, prompt_id: null, isOpen: 1,
};

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
  const { message } = App.useApp();
  const [form] = Form.useForm<ParamConfigValues>();
  const [paramKey, setParamKey] = useState<string | undefined>(config?.param_key);
  const [saving, setSaving] = useState(false);
  const english = i18n.language === 'en-US';

  const save = async (values: ParamConfigValues) => {
    if (!paramKey) return;
    setSaving(true);
    try {
      const input = { deviceId, paramKey, ...toConfigInput(values) };
      if (config) await updateParamConfig(input);
      else await addParamConfig(input);
      void message.success(t(config ? 'parametr.modified' : 'parametr.added'));
      onSaved();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={820}
      title={config ? t('parametr.editTitle', { name: paramName(config, i18n.language) }) : t('parametr.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !paramKey }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {!config && (
        <Select
          style={{ width: '100%', marginBottom: 16 }}
          placeholder={t('parametr.paramRequired')}
          value={paramKey}
          aria-label={t('parametr.addParam')}
          onChange={(key: string) => {
            setParamKey(key);
            const def = addable.find((d) => d.param_key === key);
            if (def && !form.getFieldValue('name')) form.setFieldValue('name', english && def.param_name_en ? def.param_name_en : def.param_name);
          }}
          options={addable.map((d) => ({ value: d.param_key, label: `${english && d.param_name_en ? d.param_name_en : d.param_name} (${d.param_key})` }))}
        />
      )}
      <ParamConfigForm form={form} initialValues={config ? configValuesOf(config, i18n.language) : NEW_CONFIG} onFinish={(v) => void save(v)} />
    </Modal>
  );
}
