import type { NotifyChannel, NotifyMessage, NotifyResult } from '../types';
import type { ProviderAnswer } from './outcome';
import { withRetry, type RetryPolicy } from './retry';

const said = (a: ProviderAnswer) => (a.ok ? `ok ${a.id}` : `${a.failure} ${a.code}`);

/**
 * A provider's answers as the rule history keeps them: the message id (or the failure, with the
 * provider's code and words), then every attempt when there was more than one.
 */
export function resultOf(answers: ProviderAnswer[]): NotifyResult {
  const last = answers[answers.length - 1];
  const tries = answers.length > 1 ? `; ${answers.length} attempts: ${answers.map(said).join(', ')}` : '';
  if (last.ok) return { ok: true, detail: `${last.id}${tries}`, attempts: answers.length, ...(last.id ? { messageId: last.id } : {}) };
  return { ok: false, detail: `${last.failure}: ${last.code} ${last.message}`.trim() + tries, failure: last.failure, attempts: answers.length };
}

/** One provider's request, retried by the policy, as a NotifyChannel. */
export function providerChannel(provider: string, request: (message: NotifyMessage) => Promise<ProviderAnswer>, policy: RetryPolicy): NotifyChannel {
  return {
    provider,
    async send(message) {
      return resultOf(await withRetry(() => request(message), policy));
    },
  };
}
