import { createHmac, randomUUID } from 'node:crypto';
import { renewOnRecord } from './expiry';
import { NoDailyFigures, platformJson, ProviderError, type DataFlowProvider, type MonthUsage, type RenewalRequest, type SimCard } from './types';

export interface LinkcardConfig {
  /** e.g. https://linkcard.aliyuncs.com */
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
}

/** Resource type of a data allowance in QueryCardFlowInfo's answer (the others are SMS and voice). */
const FLOW_RESOURCE = '6700001';
const API_VERSION = '2017-11-11';

/** RFC 3986 encoding as Alibaba Cloud's RPC signature asks: spaces %20, `*` %2A, `~` kept, and !'() encoded. */
export const percentEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Alibaba Cloud's RPC signature (version 1.0, HMAC-SHA1): the sorted, encoded query is signed as
 * "GET&%2F&<encoded query>" with the secret followed by "&".
 */
export function rpcSignature(params: Record<string, string>, secret: string, method = 'GET'): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&');
  const toSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
}

/** "20260531235959" as "2026-05-31". */
const dateOf = (compact: unknown) => (typeof compact === 'string' && /^\d{8}/.test(compact) ? `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}` : null);
const mb = (kb: unknown) => Math.round((Number(kb) / 1024) * 100) / 100;

/**
 * A generic operator IoT card platform: Alibaba Cloud IoT wireless connectivity (linkcard), which
 * fronts China Mobile, Unicom and Telecom cards. QueryCardFlowInfo by ICCID answers the card's
 * allowances in KB with their validity; the month's usage is the data allowances summed. It gives
 * no day-by-day figures.
 */
export function linkcardProvider(config: LinkcardConfig): DataFlowProvider {
  async function call(action: string, extra: Record<string, string>) {
    const params: Record<string, string> = {
      Action: action,
      Format: 'JSON',
      Version: API_VERSION,
      AccessKeyId: config.accessKeyId,
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      SignatureNonce: randomUUID(),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      ...extra,
    };
    params.Signature = rpcSignature(params, config.accessKeySecret);
    const query = Object.entries(params).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
    const { body } = await platformJson('linkcard', `${config.endpoint.replace(/\/$/, '')}/?${query}`);
    if (body.Code !== 'OK') throw new ProviderError('linkcard', String(body.Code ?? 'unknown'), String(body.Message ?? ''));
    return body;
  }

  return {
    name: 'linkcard',
    simulated: false,
    async usage(card: SimCard, day: Date): Promise<MonthUsage> {
      const body = await call('QueryCardFlowInfo', { Iccid: card.cardId });
      const infos = ((body.CardFlowInfos as { CardFlowInfo?: Array<Record<string, unknown>> } | undefined)?.CardFlowInfo ?? []).filter(
        (i) => String(i.ResourceType) === FLOW_RESOURCE,
      );
      const sum = (field: string) => infos.reduce((n, i) => n + Number(i[field] ?? 0), 0);
      const expiries = infos.map((i) => dateOf(i.ExpireDate)).filter((d): d is string => d !== null).sort();
      return {
        month: day.toISOString().slice(0, 7),
        totalMb: mb(sum('FlowResource')),
        usedMb: mb(sum('FlowUsed')),
        remainingMb: mb(sum('RestOfFlow')),
        expiryDate: expiries.at(-1) ?? null,
      };
    },
    async daily() {
      throw new NoDailyFigures();
    },
    // No renewal call of this platform is known to the adapter (its double models the flow query only): the date is our own record.
    async renew(_card: SimCard, request: RenewalRequest, today: Date) {
      return renewOnRecord(request, today);
    },
  };
}
