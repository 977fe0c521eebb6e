/** Spec section 9: images start loading within 1.3 viewports, and get 6 attempts. */
export const PRELOAD_RATIO = 1.3;
export const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 500;
const RETRY_MAX_MS = 8_000;

/** The IntersectionObserver rootMargin that makes the viewport PRELOAD_RATIO times as tall: '0px 0px 30% 0px'. */
export function preloadRootMargin(ratio: number = PRELOAD_RATIO): string {
  const extra = Math.max(0, Math.round((ratio - 1) * 100));
  return `0px 0px ${extra}% 0px`;
}

/** Wait before attempt `attempt` (2..MAX_ATTEMPTS): 0.5 s, 1 s, 2 s ... capped; null when no attempts are left. */
export function retryDelay(attempt: number, maxAttempts: number = MAX_ATTEMPTS): number | null {
  if (attempt > maxAttempts) return null;
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 2));
}

/** The URL for an attempt: retries add a parameter so no cached failure is reused. */
export function attemptUrl(url: string, attempt: number): string {
  if (attempt <= 1) return url;
  return `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}`;
}
