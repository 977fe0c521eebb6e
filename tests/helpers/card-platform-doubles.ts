import { createServer, type Server } from 'node:http';
import { rpcSignature } from '../../server/modules/devices/data-flow/providers/linkcard';
import { yinerdaSign } from '../../server/modules/devices/data-flow/providers/yinerda';

/**
 * Local stand-ins for the SIM card platforms, answering as their adapters expect: Alibaba Cloud's
 * linkcard QueryCardFlowInfo (signed RPC query, allowances in KB, Code 'OK' or an error code) and
 * the Yinerda-style platform (signed JSON body, code 0 or an error code). Each checks the signature
 * with the secret it was given and knows one card.
 */
export interface CardDouble {
  url: string;
  /** Requests the double received. */
  calls: number;
  close(): Promise<void>;
}

async function listen(server: Server, calls: { n: number }): Promise<CardDouble> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    get calls() {
      return calls.n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const LINKCARD = { accessKeyId: 'test-key-id', accessKeySecret: 'test-key-secret', iccid: '89860419200000000001' };

export function linkcardDouble(): Promise<CardDouble> {
  const calls = { n: 0 };
  const server = createServer((req, res) => {
    calls.n += 1;
    const url = new URL(req.url ?? '/', 'http://double');
    const params = Object.fromEntries(url.searchParams);
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ RequestId: '1C63F16F-D376-4065-816E-3E56CDD13FEB', ...body }));
    };
    const { Signature, ...signed } = params;
    if (params.AccessKeyId !== LINKCARD.accessKeyId) return answer(404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' });
    if (Signature !== rpcSignature(signed, LINKCARD.accessKeySecret)) return answer(400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' });
    if (params.Action !== 'QueryCardFlowInfo') return answer(400, { Code: 'InvalidAction.NotFound', Message: 'Specified api is not found.' });
    if (params.Iccid !== LINKCARD.iccid) return answer(400, { Code: 'Iccid.NotFound', Message: 'The iccid does not exist.' });
    return answer(200, {
      Code: 'OK',
      Message: '',
      CardFlowInfos: {
        CardFlowInfo: [
          // 500 MB a month, 128 MB used; an SMS allowance beside it that is not data.
          { ResourceType: '6700001', ResName: '物联网-联通-Internet-500M', FlowResource: 512_000, FlowUsed: 131_072, RestOfFlow: 380_928, ValidDate: '20260101000000', ExpireDate: '20271231235959' },
          { ResourceType: '6700002', ResName: '短信包', FlowResource: 0, FlowUsed: 0, RestOfFlow: 0, SmsUsed: 12, ExpireDate: '20300101000000' },
        ],
      },
    });
  });
  return listen(server, calls);
}

export const YINERDA = { appKey: 'test-app', appSecret: 'test-secret', cardId: '89860419200000000001' };

export function yinerdaDouble(): Promise<CardDouble> {
  const calls = { n: 0 };
  const server = createServer((req, res) => {
    calls.n += 1;
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const answer = (body: object) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url !== '/api/card/flow') return answer({ code: 404, msg: 'no such api' });
      const body = JSON.parse(text) as Record<string, string>;
      if (body.appKey !== YINERDA.appKey || body.sign !== yinerdaSign(body, YINERDA.appSecret)) return answer({ code: 1001, msg: '签名错误' });
      if (body.cardId !== YINERDA.cardId) return answer({ code: 1002, msg: '卡号不存在' });
      const [y, m] = body.dateFlow.split('-').map(Number);
      const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
      const dayFlow = Array.from({ length: days }, (_, i) => ({ date: `${body.dateFlow}-${String(i + 1).padStart(2, '0')}`, flow: 1.5 }));
      return answer({ code: 0, msg: 'ok', data: { cardId: body.cardId, totalFlow: 500, usedFlow: 45, surplusFlow: 455, expireDate: '2027-06-30', dayFlow } });
    });
  });
  return listen(server, calls);
}
