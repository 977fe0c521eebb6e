import { useState } from 'react';
import { Alert, Button, Card, Result, Typography } from 'antd';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { confirmSandboxPayment, yuan, type Order } from '../../api/payments';
import './recharge-center-i18n';

/**
 * /recharge-center/sandbox-pay?order_no=: the sandbox provider's pay page, what a phone would show
 * after scanning the code. Confirming makes the sandbox send its signed notification to the
 * console's notify route, the same path a WeChat notification takes.
 */
export default function SandboxPayPage() {
  const { t } = useTranslation();
  const orderNo = new URLSearchParams(window.location.search).get('order_no') ?? '';
  const [state, setState] = useState<{ status: 'idle' | 'busy' | 'done' | 'error'; order?: Order; error?: string }>({ status: 'idle' });

  const confirm = async () => {
    setState({ status: 'busy' });
    try {
      setState({ status: 'done', order: await confirmSandboxPayment(orderNo) });
    } catch (error) {
      setState({ status: 'error', error: (error as Error).message });
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Card title={t('recharge.sandboxTitle')} style={{ width: 420 }} data-testid="sandbox-pay-page">
        {!orderNo ? (
          <Alert type="error" showIcon title={t('recharge.sandboxMissing')} />
        ) : state.status === 'done' ? (
          <Result status="success" title={t('recharge.paid')} subTitle={`${t('recharge.sandboxDone')} ${state.order ? t('recharge.yuan', { amount: yuan(state.order.amount) }) : ''}`} data-testid="sandbox-paid" />
        ) : (
          <>
            <Typography.Paragraph>{t('recharge.sandboxIntro')}</Typography.Paragraph>
            <Typography.Paragraph strong>{t('recharge.orderNo', { no: orderNo })}</Typography.Paragraph>
            {state.status === 'error' && <Alert type="error" showIcon title={state.error} style={{ marginBottom: 16 }} />}
            <Button type="primary" block loading={state.status === 'busy'} onClick={confirm} data-testid="sandbox-confirm">
              {t('recharge.sandboxConfirm')}
            </Button>
          </>
        )}
        <Link to="/recharge-center" style={{ display: 'block', marginTop: 16 }}>{t('recharge.back')}</Link>
      </Card>
    </div>
  );
}
