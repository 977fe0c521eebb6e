import { Alert, Button } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { myOrders, yuan } from '../../api/payments';
import { useRequest } from '../../hooks/use-request';
import { useSessionStore } from '../../stores/session-store';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';

/**
 * The caller's newest unpaid order above the recharge form, with Pay: leaving the QR code page
 * used to lose it, and orphan unpaid orders piled up (issue 42). Only for those who may list their
 * own orders (10004); nothing when there is none or the list cannot be read.
 */
export function UnpaidOrderAlert() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayList = useSessionStore((s) => s.codes.some((code) => (ROUTE_ACCESS.ordersMine as readonly string[]).includes(code)));
  const unpaid = useRequest((signal) => (mayList ? myOrders({ page: 1, pageSize: 1, status: 'notpay' }, { signal }) : Promise.resolve(null)), String(mayList));
  const order = unpaid.data?.rows[0];
  if (!order) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="recharge-unpaid"
      title={t('recharge.unpaid', { no: order.order_no, amount: yuan(order.amount) })}
      action={
        <Button size="small" type="primary" onClick={() => void navigate({ to: '/recharge-center', search: { order: order.id } as never })} data-testid="recharge-resume">
          {t('recharge.resume')}
        </Button>
      }
    />
  );
}
