import { Alert, App, Button, Card, Empty, Space, Spin, Typography } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dismissTip, fetchTips, type Tip } from '../../../api/optimisation';
import { sendCommand } from '../../../api/device-commands';
import { useRequest } from '../../../hooks/use-request';
import { useSessionStore } from '../../../stores/session-store';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import { TipCard } from './tip-card';
import './strategy-i18n';

/**
 * /operation/strategy: the server's rule base on the current readings of the caller's devices.
 * A tip proposes a device command (confirmed, sent through /codeManage to the device's MQTT
 * topic), a linkage rule opened pre-filled on /system/rule, or dismissal for a while.
 */
export default function StrategyPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const tips = useRequest((signal) => fetchTips(undefined, { main: true, signal }));
  // Commands go through /codeManage, whose codes the server checks; without them the button is not offered.
  const canCommand = useSessionStore((s) => ROUTE_ACCESS.commands.some((code) => s.codes.includes(code)));

  const fail = (error: unknown) => void message.error((error as Error).message || t('common.operationFailed'));

  const onCommand = (tip: Tip) => {
    if (tip.action.kind !== 'command') return;
    const { command, params } = tip.action;
    modal.confirm({
      title: t('opStrategy.sendCommand'),
      content: t('opStrategy.sendConfirm', { device: tip.deviceName, command }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => sendCommand({ device_id: tip.deviceId, command, params }).then(() => void message.success(t('opStrategy.sent')), fail),
    });
  };

  const onRule = (tip: Tip) => {
    if (tip.action.kind !== 'rule') return;
    const search = {
      device_id: tip.deviceId,
      param_key: tip.paramKey,
      operator: tip.action.op,
      value: String(tip.action.value),
      name: t('opStrategy.ruleName', { param: tip.paramName }),
    };
    void navigate({ to: '/system/rule', search: search as never });
  };

  const onDismiss = (tip: Tip, hours: number) =>
    dismissTip({ ruleId: tip.ruleId, deviceId: tip.deviceId, paramKey: tip.paramKey, hours }).then(() => {
      void message.success(t('opStrategy.dismissed'));
      tips.reload();
    }, fail);

  const rows = tips.data ?? [];
  return (
    <Card title={t('opStrategy.title')} data-testid="strategy-page" extra={<Button onClick={tips.reload}>{t('common.refresh')}</Button>}>
      <Typography.Paragraph type="secondary">{t('opStrategy.intro')}</Typography.Paragraph>
      {tips.status === 'error' && (
        <Alert type="error" showIcon title={t('opStrategy.loadFailed')} description={tips.error?.message} action={<Button size="small" onClick={tips.reload}>{t('common.retry')}</Button>} />
      )}
      {tips.status === 'loading' && rows.length === 0 && <Spin />}
      {tips.status === 'ready' && rows.length === 0 && <Empty description={t('opStrategy.empty')} />}
      <Space direction="vertical" style={{ width: '100%' }}>
        {rows.map((tip) => (
          <TipCard key={`${tip.deviceId}-${tip.ruleId}`} tip={tip} canCommand={canCommand} onCommand={onCommand} onRule={onRule} onDismiss={onDismiss} />
        ))}
      </Space>
    </Card>
  );
}
