import { useCallback, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Empty, Form, Radio, Select, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { NumberInput } from '../../components/number-input/number-input';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { fetchPrices, payOrder, yuan, PAY_LIMITS, type Order, type PayBody, type SimPlanType } from '../../api/payments';
import { useRequest } from '../../hooks/use-request';
import { simExpiryAlarms } from '../../lib/sim-expiry';
import { cachedDeviceList, loadDevicesAndSimAlarms } from '../../stores/session-actions';
import { useSessionStore } from '../../stores/session-store';
import { PayPanel } from './pay-panel';
import { useResumeOrder } from './use-resume-order';
import { UnpaidOrderAlert } from './unpaid-order-alert';
import './recharge-center-i18n';

type Kind = 'sim' | 'credit';
interface Values {
  device_id?: string;
  plan?: SimPlanType;
  quantity?: number;
}

/**
 * /recharge-center (user menu): pay for a device's SIM data plan or the company's notification
 * credit. The order's code_url shows as a QR code; the page watches the order until it is paid or
 * closed, then refreshes the device list so a cleared SIM expiry alarm disappears at once.
 * `?device_id=` (the SIM expiry notice's link) preselects the device; `?order=` (My Orders' Pay)
 * shows that unpaid order's QR code again, or a new order for the same items once it has expired.
 */
export default function RechargeCenterPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useSessionStore((s) => s.user);
  const prices = useRequest((signal) => fetchPrices({ main: true, signal }));
  const preselected = new URLSearchParams(window.location.search).get('device_id') ?? undefined;
  const [kind, setKind] = useState<Kind>('sim');
  const [order, setOrder] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);
  const resuming = useResumeOrder(setOrder);
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Values | undefined;

  const devices = useMemo(() => cachedDeviceList().filter((d) => d.iccid || d.sim_number), []);
  const expired = useMemo(() => new Set(simExpiryAlarms(devices).map((a) => a.device_id)), [devices]);

  const amount = useMemo(() => {
    const data = prices.data;
    if (!data) return 0;
    const quantity = values?.quantity ?? 1;
    if (kind === 'credit') return data.credit_price * quantity;
    const plan = data.plans.find((p) => p.plan === values?.plan);
    return plan ? plan.price * quantity : 0;
  }, [prices.data, values, kind]);

  const submit = async (v: Values) => {
    const body: PayBody = kind === 'sim' ? { kind, device_id: v.device_id!, plan: v.plan!, quantity: v.quantity ?? 1 } : { kind, quantity: v.quantity ?? 1 };
    setBusy(true);
    try {
      setOrder(await payOrder(body));
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setBusy(false);
    }
  };

  const onSettled = useCallback(
    (status: 'paid' | 'closed') => {
      if (status !== 'paid') return;
      prices.reload();
      if (user) void loadDevicesAndSimAlarms(user);
    },
    // prices.reload is stable for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [user],
  );

  if ((prices.status === 'loading' && !prices.data) || resuming) return <Card title={t('recharge.title')}><Skeleton active /></Card>;
  if (prices.status === 'error' || !prices.data) {
    return (
      <Card title={t('recharge.title')}>
        <Alert type="error" showIcon title={t('recharge.loadFailed', { error: prices.error?.message ?? '' })} action={<Button size="small" onClick={prices.reload}>{t('common.retry')}</Button>} />
      </Card>
    );
  }
  const data = prices.data;
  // GET /wxpay/prices says 'none' when the server has no PAY_PROVIDER: nothing can be paid.
  const payable = data.provider !== 'none';

  return (
    <Card
      title={t('recharge.title')}
      data-testid="recharge-page"
      extra={
        <Space>
          {data.provider === 'sandbox' && <Tag color="orange">{t('recharge.sandbox')}</Tag>}
          <Link to="/custom-service/myorder">{t('recharge.myOrders')}</Link>
        </Space>
      }
    >
      {order ? (
        <PayPanel order={order} onSettled={onSettled} onAgain={() => setOrder(null)} />
      ) : (
        <>
          {!payable && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('recharge.notConfigured')} data-testid="recharge-not-configured" />}
          {payable && <UnpaidOrderAlert />}
          <Tabs activeKey={kind} onChange={(k) => setKind(k as Kind)} items={[{ key: 'sim', label: t('recharge.simTab') }, { key: 'credit', label: t('recharge.creditTab') }]} />
          <Form<Values>
            form={form}
            layout="vertical"
            style={{ maxWidth: 560 }}
            initialValues={{ device_id: preselected, plan: '500M', quantity: kind === 'sim' ? 1 : 100 }}
            onFinish={submit}
            key={kind}
          >
            {kind === 'sim' ? (
              <>
                <Form.Item name="device_id" label={t('recharge.device')} rules={[{ required: true, message: t('recharge.deviceRequired') }]}>
                  {devices.length === 0 ? (
                    <Empty description={t('recharge.noDevices')} />
                  ) : (
                    <Select
                      showSearch
                      optionFilterProp="label"
                      placeholder={t('recharge.devicePlaceholder')}
                      data-testid="recharge-device"
                      options={devices.map((d) => ({
                        value: d.device_id,
                        label: `${d.device_name} (${d.device_id})`,
                        title: d.expiry_date ? `${t('recharge.expiry')}: ${d.expiry_date}` : undefined,
                      }))}
                      optionRender={(option) => (
                        <Space>
                          <span data-user-data>{option.label}</span>
                          {expired.has(String(option.value)) && <Tag color="red">{t('recharge.expired')}</Tag>}
                        </Space>
                      )}
                    />
                  )}
                </Form.Item>
                <Form.Item name="plan" label={t('recharge.plan')} rules={[{ required: true, message: t('recharge.planRequired') }]}>
                  <Radio.Group
                    optionType="button"
                    data-testid="recharge-plan"
                    options={data.plans.map((p) => ({ value: p.plan, label: `${p.plan} · ${t('recharge.yuan', { amount: yuan(p.price) })}` }))}
                  />
                </Form.Item>
                <Form.Item name="quantity" label={t('recharge.periods')} extra={t('recharge.periodUnit', { months: data.plan_months })}>
                  <NumberInput min={1} max={PAY_LIMITS.periods} precision={0} />
                </Form.Item>
              </>
            ) : (
              <>
                <Typography.Paragraph type="secondary">{t('recharge.creditHint')}</Typography.Paragraph>
                {data.credit_balance !== null && <Typography.Paragraph data-testid="recharge-balance">{t('recharge.balance', { count: data.credit_balance })}</Typography.Paragraph>}
                <Form.Item name="quantity" label={t('recharge.credit')}>
                  <NumberInput min={1} max={PAY_LIMITS.creditUnits} precision={0} style={{ width: 200 }} />
                </Form.Item>
              </>
            )}
            <Space align="center" size="large">
              <Typography.Text>
                {t('recharge.amount')}: <Typography.Text strong data-testid="recharge-amount">{t('recharge.yuan', { amount: yuan(amount) })}</Typography.Text>
              </Typography.Text>
              <Button type="primary" htmlType="submit" loading={busy} disabled={amount === 0 || !payable} data-testid="recharge-pay">
                {t('recharge.pay')}
              </Button>
            </Space>
          </Form>
        </>
      )}
    </Card>
  );
}
