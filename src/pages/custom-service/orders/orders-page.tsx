import { useState } from 'react';
import { Button, Card, Empty, Input, Segmented, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { closeOrder, invoiceUrl, managedOrders, myOrders, yuan, ORDER_STATUSES, type Order, type OrderStatus } from '../../../api/payments';
import { useRequest } from '../../../hooks/use-request';
import { userDataCell } from '../../../lib/user-data';
import { RefundModal } from './refund-modal';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { RowConfirm } from '../../../components/crud/row-confirm';
import { useCrudAction } from '../../../components/crud/use-crud-action';
import './orders-i18n';
import { formatTime } from '../../../lib/format-time';

const STATUS_COLORS: Record<OrderStatus, string> = { notpay: 'orange', paid: 'green', closed: 'default', refunded: 'purple' };
/** A payment arrived after the order was closed here: staff refund it (or deliver by hand) and record the refund. */
const paidAfterClose = (o: Order) => o.status === 'closed' && o.attention === 'paid_after_close';
/** The status filter; order management also filters the orders that need staff. */
type StatusFilter = OrderStatus | 'all' | 'attention';

/**
 * /custom-service/myorder (10004, the caller's own orders) and /custom-service/order-manage
 * (10003, every order of the staff member's companies, with refunds): one page, told apart by
 * its path, since the two differ only in scope and two actions.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const manage = useLocation({ select: (l) => l.pathname }).endsWith('order-manage');
  const [query, setQuery] = useState<{ page: number; pageSize: number; status?: OrderStatus; keyword?: string; attention?: 'paid_after_close' }>({ page: 1, pageSize: 10 });
  const [refunding, setRefunding] = useState<Order | null>(null);
  const list = useRequest((signal) => (manage ? managedOrders : myOrders)(query, { main: true, signal }));

  const change = (next: Partial<typeof query>) => {
    setQuery((q) => ({ ...q, ...next }));
    list.reload();
  };
  const navigate = useNavigate();
  const run = useCrudAction();
  // Listed again either way: a refused close (409) may mean the provider had it paid meanwhile.
  const close = (order: Order) => void run(() => closeOrder(order.id), t('orders.closed_ok')).then(list.reload);

  const columns: TableColumnsType<Order> = [
    { title: t('orders.orderNo'), dataIndex: 'order_no', width: 210 },
    { title: t('orders.items'), key: 'items', onCell: userDataCell, render: (_, o) => o.items.map((i) => `${i.name} × ${i.quantity}`).join('; ') },
    { title: t('orders.amount'), dataIndex: 'amount', width: 110, align: 'right', render: (v: number) => yuan(v) },
    {
      title: t('orders.status'),
      dataIndex: 'status',
      width: 130,
      render: (s: OrderStatus, o) => (
        <>
          <Tag color={STATUS_COLORS[s]}>{t(`orders.${s}`)}</Tag>
          {paidAfterClose(o) && (
            <Tooltip title={t('orders.paidAfterCloseHint')}>
              <Tag color="red" data-testid={`order-attention-${o.id}`}>{t('orders.paidAfterClose')}</Tag>
            </Tooltip>
          )}
        </>
      ),
    },
    ...(manage
      ? [
          { title: t('orders.company'), dataIndex: 'tenant_name', onCell: userDataCell },
          { title: t('orders.buyer'), dataIndex: 'user_name', onCell: userDataCell },
        ]
      : []),
    { title: t('orders.transaction'), dataIndex: 'transaction_id', render: (v: string | null) => v ?? '-' },
    { title: t('orders.createdAt'), dataIndex: 'created_at', render: formatTime },
    { title: t('orders.paidAt'), dataIndex: 'paid_at', render: formatTime },
    {
      title: t('orders.actions'),
      key: 'actions',
      width: 170,
      render: (_, order) => (
        <Space size={0}>
          {/* Issue 42: an unpaid order is paid again (its QR code, or a new order once expired) or closed; only a paid one has an invoice. */}
          {!manage && order.status === 'notpay' && (
            <Button type="link" size="small" onClick={() => void navigate({ to: '/recharge-center', search: { order: order.id } as never })} data-testid={`order-pay-${order.id}`}>
              {t('orders.pay')}
            </Button>
          )}
          {order.status === 'paid' && (
            <Button type="link" size="small" href={invoiceUrl(order.id)} download data-testid={`order-invoice-${order.id}`}>{t('orders.invoice')}</Button>
          )}
          {order.status === 'notpay' && (
            <RowConfirm title={t('orders.closeConfirm', { no: order.order_no })} onConfirm={() => close(order)}>
              <Button type="link" size="small" danger data-testid={`order-close-${order.id}`}>{t('orders.close')}</Button>
            </RowConfirm>
          )}
          {manage && (order.status === 'paid' || paidAfterClose(order)) && (
            <Button type="link" size="small" danger onClick={() => setRefunding(order)} data-testid={`order-refund-${order.id}`}>{t('orders.refund')}</Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t(manage ? 'orders.manageTitle' : 'orders.mineTitle')} data-testid="orders-page" extra={!manage && <Link to="/recharge-center">{t('orders.recharge')}</Link>}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<StatusFilter>
          aria-label={t('orders.status')}
          value={query.attention ? 'attention' : (query.status ?? 'all')}
          onChange={(v) => change({ status: v === 'all' || v === 'attention' ? undefined : v, attention: v === 'attention' ? 'paid_after_close' : undefined, page: 1 })}
          options={(['all', ...ORDER_STATUSES, ...(manage ? (['attention'] as const) : [])] as const).map((s) => ({ value: s, label: t(`orders.${s}`) }))}
        />
        <Input.Search allowClear placeholder={t('orders.search')} aria-label={t('orders.search')} style={{ width: 280 }} onSearch={(v) => change({ keyword: v.trim() || undefined, page: 1 })} />
      </Space>
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<Order>
        rowKey="id"
        size="middle"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty description={t('orders.empty')} /> }}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, onChange: (page, pageSize) => change({ page, pageSize }) }}
        scroll={{ x: 1100 }}
      />
      {refunding && (
        <RefundModal
          order={refunding}
          onClose={() => setRefunding(null)}
          onDone={() => {
            setRefunding(null);
            list.reload();
          }}
        />
      )}
    </Card>
  );
}
