import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Order, PriceList } from '../../../shared/contract/api/payments';
import { configureStreams } from '../../../streams';
import { APP_STREAMS_CONFIG } from '../../../src/app/live-data';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';

const HOUR_MS = 3_600_000;
const order = (id: number, over: Partial<Order> = {}): Order => ({
  id, order_no: `ORD${id}`, tenant_id: 2, tenant_name: 'Fish company', user_id: 1, user_name: 'admin', kind: 'sim',
  items: [{ name: 'Data plan 500M for device AW00001', plan: '500M', device_id: 'AW00001', quantity: 2, unit_price: 1000, amount: 2000 }],
  amount: 2000, status: 'notpay', provider: 'sandbox', code_url: `/recharge-center/sandbox-pay?order_no=ORD${id}`, transaction_id: null,
  expires_at: new Date(Date.now() + HOUR_MS).toISOString(), paid_at: null, closed_at: null, refunded_at: null, refund_note: null,
  attention: null, attention_at: null, created_at: new Date(Date.now() - HOUR_MS).toISOString(), ...over,
});
const PRICES: PriceList = { provider: 'sandbox', plans: [{ plan: '500M', price: 1000 }], plan_months: 1, credit_price: 10, order_minutes: 30, credit_balance: 0 };
const UNPAID = order(5);
const PAID = order(6, { status: 'paid', transaction_id: 'TX6', paid_at: new Date().toISOString() });
const EXPIRED = order(8, { expires_at: new Date(Date.now() - HOUR_MS).toISOString() });

function ordersApi(rows: Order[]) {
  const api = new FakeApi();
  api.call('GET /orders/mine').answers({ rows, total: rows.length });
  api.call('GET /wxpay/prices').answers(PRICES);
  return api;
}

/**
 * Issue 42 item 4: an unpaid recharge order can be resumed from My Orders, where only invoice and
 * cancel were offered; its QR code is shown again while it is valid, a new order for the same
 * items is made once it has expired; only a paid order offers an invoice.
 */
describe('an unpaid order in My Orders', () => {
  beforeEach(() => configureStreams(APP_STREAMS_CONFIG));

  it('offers pay and close, and a paid one the invoice alone', async () => {
    await renderApp('/custom-service/myorder', { lang: 'en-US', api: ordersApi([UNPAID, PAID]) });
    await screen.findByText('ORD5');
    const actions = (id: number) => [...screen.getByText(`ORD${id}`).closest('tr')!.querySelectorAll('td:last-child button, td:last-child a')].map((b) => b.textContent);
    expect(actions(5)).toEqual(['Pay', 'Cancel']);
    expect(actions(6)).toEqual(['Invoice']);
  }, 90_000);

  it('shows its own QR code again while it is valid', async () => {
    const api = ordersApi([UNPAID]);
    api.call('GET /orderinfo/5').answers(UNPAID);
    api.call('GET /wxpay/orderStatus/5').answers({ id: 5, order_no: 'ORD5', status: 'notpay', expires_at: UNPAID.expires_at });
    const pay = api.call('POST /wxpay/pay').answers(order(99));
    const { user, router } = await renderApp('/custom-service/myorder', { lang: 'en-US', api });
    await user.click(await screen.findByTestId('order-pay-5'));
    const paying = await screen.findByTestId('recharge-paying');
    expect(within(paying).getByText('Order ORD5')).toBeInTheDocument();
    expect(pay.requests).toHaveLength(0);
    // The id leaves the address, so Pay on the same order later resumes it again.
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(api.unanswered).toEqual([]);
  }, 90_000);

  it('makes a new order for the same items once it has expired, the old one closed by the status check', async () => {
    const api = ordersApi([EXPIRED]);
    api.call('GET /orderinfo/8').answers(EXPIRED);
    const check = api.call('GET /wxpay/orderStatus/8').answers({ id: 8, order_no: 'ORD8', status: 'closed', expires_at: EXPIRED.expires_at });
    const pay = api.call('POST /wxpay/pay').answers(order(9));
    api.call('GET /wxpay/orderStatus/9').answers({ id: 9, order_no: 'ORD9', status: 'notpay', expires_at: order(9).expires_at });
    const { user } = await renderApp('/custom-service/myorder', { lang: 'zh-CN', api });
    await user.click(await screen.findByTestId('order-pay-8'));
    const paying = await screen.findByTestId('recharge-paying');
    expect(within(paying).getByText('订单号：ORD9')).toBeInTheDocument();
    expect(check.requests).toHaveLength(1);
    expect(pay.requests.map((r) => r.body)).toEqual([{ kind: 'sim', device_id: 'AW00001', plan: '500M', quantity: 2 }]);
    expect(api.unanswered).toEqual([]);
  }, 90_000);

  it('is offered again above the recharge form, where a blank form was shown', async () => {
    const api = ordersApi([UNPAID]);
    api.call('GET /orderinfo/5').answers(UNPAID);
    api.call('GET /wxpay/orderStatus/5').answers({ id: 5, order_no: 'ORD5', status: 'notpay', expires_at: UNPAID.expires_at });
    const { user } = await renderApp('/recharge-center', { lang: 'en-US', api });
    const unpaid = await screen.findByTestId('recharge-unpaid');
    expect(unpaid).toHaveTextContent('You have an unpaid order ORD5 (CNY 20.00)');
    await user.click(within(unpaid).getByTestId('recharge-resume'));
    expect(within(await screen.findByTestId('recharge-paying')).getByText('Order ORD5')).toBeInTheDocument();
    expect(api.unanswered).toEqual([]);
  }, 90_000);
});
