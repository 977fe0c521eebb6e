import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wechatProvider } from '../../server/modules/payments/providers/wechat';
import type { PayProvider } from '../../server/modules/payments/providers/types';
import { MERCHANT_SERIAL, startWechatDouble, type WechatDouble } from '../helpers/wechat-double';

/** The WeChat Pay v3 Native adapter against a local double that answers as the provider documents, errors included. */
let double: WechatDouble;
let provider: PayProvider;
const order = (orderNo: string) => ({ orderNo, description: 'Data plan 500M', amount: 12000, expiresAt: new Date(Date.now() + 900_000), notifyUrl: 'https://x/api/wxpay/notify', origin: 'https://x' });

beforeAll(async () => {
  double = await startWechatDouble();
  provider = wechatProvider({
    baseUrl: double.url, appid: 'wxd678efh567hg6787', mchid: '1230000109', merchantSerial: MERCHANT_SERIAL, merchantPrivateKey: double.merchantPrivatePem,
    platformPublicKey: double.platformPublicPem, platformSerial: double.platformSerial, apiV3Key: '0123456789abcdefABCDEF0123456789', notifyUrl: 'https://x/api/wxpay/notify',
  });
});
afterAll(async () => {
  await double?.close();
});

describe('wechat provider', () => {
  it('creates a Native order with a signed request and returns its code_url', async () => {
    const { code_url } = await provider.createNative(order('P20261125000000000001'));
    expect(code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const sent = JSON.parse(double.requests.at(-1)!.body);
    expect(sent).toMatchObject({ mchid: '1230000109', out_trade_no: 'P20261125000000000001', amount: { total: 12000, currency: 'CNY' } });
    expect(sent.time_expire).toMatch(/\+08:00$/);
  });

  it('queries and closes by out_trade_no', async () => {
    expect(await provider.query('P20261125000000000001')).toMatchObject({ trade_state: 'NOTPAY', amount: 12000 });
    await provider.close('P20261125000000000001');
    expect((await provider.query('P20261125000000000001')).trade_state).toBe('CLOSED');
    expect(double.requests.at(-2)!.url).toBe('/v3/pay/transactions/out-trade-no/P20261125000000000001/close');
  });

  it("passes the provider's error codes on", async () => {
    await expect(provider.createNative(order('P20261125000000000001'))).rejects.toMatchObject({ code: 'ORDER_NO_DUPLICATE' });
    await expect(provider.query('P20261125999999999999')).rejects.toMatchObject({ code: 'ORDER_NOT_EXIST' });
  });

  it('treats an unsigned success as forged', async () => {
    double.unsigned = true;
    try {
      await expect(provider.createNative(order('P20261125000000000002'))).rejects.toMatchObject({ code: 'SIGN_ERROR' });
    } finally {
      double.unsigned = false;
    }
  });
});
