import { RETRIED, networkFailure, type ProviderAnswer } from './outcome';

export interface RetryPolicy {
  /** Requests at most, the first included. */
  attempts: number;
  /** The pause before the second request; doubled before each next one. */
  backoffMs: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks the provider until it answers with something final (delivered, bad number, no balance,
 * refused) or the attempts run out; a throttled or network failure waits backoffMs, 2x, 4x...
 * Returns every answer in order (the last one counts), so the caller records each attempt.
 */
export async function withRetry(send: () => Promise<ProviderAnswer>, policy: RetryPolicy, sleep = pause): Promise<ProviderAnswer[]> {
  const answers: ProviderAnswer[] = [];
  for (let attempt = 1; attempt <= policy.attempts; attempt += 1) {
    if (attempt > 1) await sleep(policy.backoffMs * 2 ** (attempt - 2));
    const answer = await send().catch(networkFailure);
    answers.push(answer);
    if (answer.ok || !RETRIED.has(answer.failure)) break;
  }
  return answers;
}
