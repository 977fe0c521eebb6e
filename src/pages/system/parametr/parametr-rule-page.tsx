import { useEffect, useState } from 'react';
import { App, Button, Card, Col, Empty, Form, Row, Select, Space, Typography } from 'antd';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { deviceParams, updateParamConfig, type ParamConfig } from '../../../api/device-params';
import { DevicePicker } from '../../../components/device-picker/device-picker';
import { useRequest } from '../../../hooks/use-request';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { ParamConfigForm } from './components/param-config-form';
import { ParamRuleSummary } from './components/param-rule-summary';
import { configValuesOf, toConfigInput, type ParamConfigValues } from './param-config-rules';
import { paramName } from '../../../lib/param-name';
import './parametr-i18n';

const PATH = '/system/parametr/rule';

/**
 * /system/parametr/rule (parameter rule, inside the layout): one parameter's alarm rule explained
 * in words beside its configuration form. Opened from the configuration table with
 * ?deviceId=&paramKey=, or by picking both here.
 */
export default function ParametrRulePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  // A cached tab stays mounted on other pages; only this page's own URL is its input.
  const search = useRouterState({ select: (s) => (s.location.pathname === PATH ? (s.location.search as Record<string, unknown>) : null) });
  const [deviceId, setDeviceId] = useState<string | undefined>(typeof search?.deviceId === 'string' ? search.deviceId : undefined);
  const [paramKey, setParamKey] = useState<string | undefined>(typeof search?.paramKey === 'string' ? search.paramKey : undefined);
  const [form] = Form.useForm<ParamConfigValues>();
  const [saving, setSaving] = useState(false);
  const configs = useRequest(() => (deviceId ? deviceParams(deviceId) : Promise.resolve([] as ParamConfig[])));
  const config = configs.data?.find((c) => c.param_key === paramKey);

  const searchDevice = typeof search?.deviceId === 'string' ? search.deviceId : undefined;
  const searchParam = typeof search?.paramKey === 'string' ? search.paramKey : undefined;
  useEffect(() => {
    // A revisit with another ?deviceId=&paramKey= (the tab is reused) switches to that parameter.
    if (searchDevice && searchDevice !== deviceId) {
      setDeviceId(searchDevice);
      configs.reload();
    }
    if (searchParam && searchParam !== paramKey) setParamKey(searchParam);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchDevice, searchParam]);

  const save = async (values: ParamConfigValues) => {
    if (!deviceId || !paramKey) return;
    setSaving(true);
    try {
      await updateParamConfig({ deviceId, paramKey, ...toConfigInput(values) });
      void message.success(t('parametr.modified'));
      configs.reload();
    } catch (error) {
      void message.error((error as Error).message || t('common.modifyFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title={t('parametr.ruleTitle')}
      data-testid="parametr-rule-page"
      extra={<Button onClick={() => void navigate({ to: '/system/parametr' })}>{t('parametr.back')}</Button>}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <DevicePicker
          value={deviceId}
          onChange={(id) => {
            setDeviceId(id);
            setParamKey(undefined);
            configs.reload();
          }}
          style={{ width: 300 }}
        />
        <Select
          style={{ width: 240 }}
          aria-label={t('parametr.paramRequired')}
          placeholder={t('parametr.paramRequired')}
          value={paramKey}
          onChange={setParamKey}
          loading={configs.status === 'loading'}
          options={(configs.data ?? []).map((c) => ({ value: c.param_key, label: `${paramName(c, i18n.language)} (${c.param_key})` }))}
        />
      </Space>
      {configs.status === 'error' && <LoadErrorAlert message={configs.error?.message} onRetry={configs.reload} />}
      {!config ? (
        <Empty description={t('parametr.pickParam')} />
      ) : (
        <Row gutter={24}>
          <Col xs={24} lg={9}>
            <Typography.Title level={5}>{t('parametr.ruleIntro', { device: deviceId, name: paramName(config, i18n.language) })}</Typography.Title>
            <ParamRuleSummary config={config} />
          </Col>
          <Col xs={24} lg={15}>
            <ParamConfigForm key={JSON.stringify(config)} form={form} initialValues={configValuesOf(config, i18n.language)} onFinish={(v) => void save(v)} />
            <Button type="primary" loading={saving} onClick={() => form.submit()}>
              {t('common.save')}
            </Button>
          </Col>
        </Row>
      )}
    </Card>
  );
}
