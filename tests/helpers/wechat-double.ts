import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { platformHeaders, signedMessage } from '../../server/modules/payments/wechatpay/crypto';

/**
 * A local stand-in for api.mch.weixin.qq.com that answers the three Native calls as WeChat Pay v3
 * documents them: it checks the merchant's WECHATPAY2-SHA256-RSA2048 Authorization with the
 * merchant public key, signs each answer with its platform key (Wechatpay-* headers), and answers
 * errors as {code, message} with a 4xx. `unsigned` makes it forget to sign (a forged answer).
 */
export interface WechatDouble {
  url: string;
  platformSerial: string;
  platformPublicPem: string;
  merchantPrivatePem: string;
  trades: Map<string, { amount: number; state: string }>;
  requests: { method: string; url: string; body: string }[];
  unsigned: boolean;
  close(): Promise<void>;
}

const MERCHANT_SERIAL = '3775B6A45ACD588826D15E583A95F5DD02B1B2A7';
const PLATFORM_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });
}

function authorised(request: IncomingMessage, body: string, merchantKey: KeyObject): boolean {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false;
  const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  if (fields.serial_no !== MERCHANT_SERIAL) return false;
  const message = signedMessage(request.method ?? '', request.url ?? '', fields.timestamp ?? '', fields.nonce_str ?? '', body);
  return createVerify('RSA-SHA256').update(message).verify(merchantKey, fields.signature ?? '', 'base64');
}

export async function startWechatDouble(): Promise<WechatDouble> {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const double: Omit<WechatDouble, 'url' | 'close'> = {
    platformSerial: PLATFORM_SERIAL,
    platformPublicPem: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    merchantPrivatePem: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    trades: new Map(),
    requests: [],
    unsigned: false,
  };
  const server: Server = createServer(async (request, response) => {
    const body = await read(request);
    double.requests.push({ method: request.method ?? '', url: request.url ?? '', body });
    const answer = (status: number, payload: unknown) => {
      const text = payload === null ? '' : JSON.stringify(payload);
      const headers = double.unsigned ? {} : platformHeaders(platform.privateKey, PLATFORM_SERIAL, text);
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(text);
    };
    if (!authorised(request, body, merchant.publicKey)) return answer(401, { code: 'SIGN_ERROR', message: '签名错误' });
    const url = new URL(request.url ?? '/', 'http://double');
    if (request.method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
      const order = JSON.parse(body) as { out_trade_no: string; amount: { total: number } };
      if (double.trades.has(order.out_trade_no)) return answer(400, { code: 'ORDER_NO_DUPLICATE', message: '商户订单号重复' });
      double.trades.set(order.out_trade_no, { amount: order.amount.total, state: 'NOTPAY' });
      return answer(200, { code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no.slice(-7)}` });
    }
    const match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
    const trade = match ? double.trades.get(decodeURIComponent(match[1])) : undefined;
    if (!match || !trade) return answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    if (match[2]) {
      trade.state = 'CLOSED';
      return answer(204, null);
    }
    return answer(200, { out_trade_no: match[1], trade_state: trade.state, amount: { total: trade.amount } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // The same object the handler reads, so a test's `unsigned = true` reaches it.
  return Object.assign(double, { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}

export { MERCHANT_SERIAL };
