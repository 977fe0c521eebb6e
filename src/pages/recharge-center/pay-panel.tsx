import { useEffect, useState } from 'react';
import { Alert, App, Button, Popconfirm, Result, Space, Spin, Typography } from 'antd';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { closeOrder, yuan, type Order } from '../../api/payments';
import { clock, useOrderWatch } from './use-order-watch';

interface Props {
  order: Order;
  /** The order reached a final state (paid or closed). */
  onSettled: (status: 'paid' | 'closed') => void;
  onAgain: () => void;
}

/** The order being paid: its code_url as a QR code, a countdown, and the outcome once it comes. */
export function PayPanel({ order, onSettled, onAgain }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const watch = useOrderWatch(order.id, order.expires_at);
  const [qr, setQr] = useState<string | null>(null);
  const sandbox = order.provider === 'sandbox';

  useEffect(() => {
    if (!order.code_url) return;
    let live = true;
    void QRCode.toDataURL(order.code_url, { margin: 1, width: 220 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [order.code_url]);

  useEffect(() => {
    if (watch.status === 'paid' || watch.status === 'closed') onSettled(watch.status);
  }, [watch.status, onSettled]);

  if (watch.status === 'paid') {
    const device = order.items.find((i) => i.device_id)?.device_id;
    return (
      <Result
        status="success"
        title={t('recharge.paid')}
        subTitle={device ? t('recharge.paidSim', { device }) : t('recharge.paidCredit')}
        extra={<Button type="primary" onClick={onAgain}>{t('recharge.again')}</Button>}
        data-testid="recharge-paid"
      />
    );
  }
  if (watch.status !== 'notpay') {
    return <Result status="warning" title={t('recharge.closed')} subTitle={t('recharge.closedHint')} extra={<Button onClick={onAgain}>{t('recharge.again')}</Button>} data-testid="recharge-closed" />;
  }

  const cancel = async () => {
    try {
      await closeOrder(order.id);
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    }
  };
  const sandboxPath = order.code_url ? new URL(order.code_url, window.location.origin) : null;

  return (
    <Space direction="vertical" align="center" style={{ width: '100%' }} data-testid="recharge-paying">
      <Typography.Title level={5}>{t('recharge.paying')}</Typography.Title>
      {qr ? <img src={qr} width={220} height={220} alt={order.code_url ?? ''} data-testid="recharge-qr" /> : <Spin />}
      <Typography.Text>{t('recharge.orderNo', { no: order.order_no })}</Typography.Text>
      <Typography.Text strong>{t('recharge.yuan', { amount: yuan(order.amount) })}</Typography.Text>
      <Typography.Text type={watch.secondsLeft < 60 ? 'danger' : 'secondary'} data-testid="recharge-countdown">
        {t('recharge.countdown', { time: clock(watch.secondsLeft) })}
      </Typography.Text>
      {watch.failing && <Alert type="warning" showIcon title={t('recharge.statusFailed')} />}
      {sandbox && sandboxPath && (
        <Alert
          type="info"
          showIcon
          title={t('recharge.sandboxHint')}
          action={
            <Button size="small" href={`${sandboxPath.pathname}${sandboxPath.search}`} target="_blank" rel="noopener" data-testid="recharge-open-sandbox">
              {t('recharge.openSandbox')}
            </Button>
          }
        />
      )}
      <Popconfirm title={t('recharge.closeConfirm')} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={cancel}>
        <Button danger>{t('recharge.closeOrder')}</Button>
      </Popconfirm>
    </Space>
  );
}
