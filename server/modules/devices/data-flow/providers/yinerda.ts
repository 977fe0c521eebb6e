import { createHash } from 'node:crypto';
import { renewOnRecord } from './expiry';
import { platformJson, ProviderError, type DataFlowProvider, type DayUsage, type MonthUsage, type RenewalRequest, type SimCard } from './types';

export interface YinerdaConfig {
  /** The platform's base address, e.g. https://api.example-card-platform.cn */
  url: string;
  appKey: string;
  appSecret: string;
}

/**
 * The sign of a request: MD5 (lower-case hex) of the parameters sorted by name as k=v joined by
 * "&", with "&key=<secret>" last — the signing scheme of the Chinese card platforms this adapter
 * talks to.
 */
export function yinerdaSign(params: Record<string, string>, secret: string): string {
  const text = Object.keys(params)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHash('md5').update(`${text}&key=${secret}`).digest('hex');
}

interface MonthFlow {
  totalFlow: number;
  usedFlow: number;
  surplusFlow: number;
  expireDate: string | null;
  dayFlow: Array<{ date: string; flow: number }>;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The card platform the spec's /dataFlow/getYinerdaDataFlow names: one signed call answers a
 * card's month (allowance, used, left, expiry, MB) with its flow per day. The wire shape is kept in
 * this file alone (docs/decisions.md: no public reference of the platform was at hand; the fields
 * follow the spec's call: card id, device, date flow).
 */
export function yinerdaProvider(config: YinerdaConfig): DataFlowProvider {
  async function month(card: SimCard, dateFlow: string): Promise<MonthFlow> {
    const params: Record<string, string> = { appKey: config.appKey, cardId: card.cardId, dateFlow, timestamp: String(Math.floor(Date.now() / 1000)) };
    params.sign = yinerdaSign(params, config.appSecret);
    const { body } = await platformJson('yinerda', `${config.url.replace(/\/$/, '')}/api/card/flow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
    });
    if (body.code !== 0) throw new ProviderError('yinerda', String(body.code ?? 'unknown'), String(body.msg ?? ''));
    const data = body.data as Partial<MonthFlow> | undefined;
    return {
      totalFlow: Number(data?.totalFlow ?? 0),
      usedFlow: Number(data?.usedFlow ?? 0),
      surplusFlow: Number(data?.surplusFlow ?? 0),
      expireDate: typeof data?.expireDate === 'string' ? data.expireDate : null,
      dayFlow: Array.isArray(data?.dayFlow) ? data.dayFlow : [],
    };
  }

  return {
    name: 'yinerda',
    simulated: false,
    async usage(card: SimCard, day: Date): Promise<MonthUsage> {
      const m = day.toISOString().slice(0, 7);
      const flow = await month(card, m);
      return { month: m, totalMb: round(flow.totalFlow), usedMb: round(flow.usedFlow), remainingMb: round(flow.surplusFlow), expiryDate: flow.expireDate };
    },
    async daily(card: SimCard, m: string, until: Date): Promise<DayUsage[]> {
      const last = until.toISOString().slice(0, 10);
      const flow = await month(card, m);
      return flow.dayFlow.filter((d) => d.date.startsWith(m) && d.date <= last).map((d) => ({ date: d.date, usedMb: round(Number(d.flow)) }));
    },
    // No renewal call of this platform is known to the adapter (its double models the flow query only): the date is our own record.
    async renew(_card: SimCard, request: RenewalRequest, today: Date) {
      return renewOnRecord(request, today);
    },
  };
}
