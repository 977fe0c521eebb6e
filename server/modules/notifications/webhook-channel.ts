import type { NotifyChannel, NotifyChannelName, NotifyMessage } from './types';

const TIMEOUT_MS = 10_000;

/**
 * SMS, voice call or WeChat through an HTTP gateway the operator runs (or a provider's webhook
 * bridge): POST {channel, to, title, body} as JSON; any 2xx is delivered.
 */
export function webhookChannel(channel: NotifyChannelName, url: string, token: string | undefined): NotifyChannel {
  return {
    provider: 'webhook',
    async send(message: NotifyMessage) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ channel, to: message.to, title: message.title, body: message.body }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        return { ok: res.ok, detail: `HTTP ${res.status}` };
      } catch (error) {
        return { ok: false, detail: (error as Error).message };
      }
    },
  };
}
