/** A SIM card as the data-flow providers see it. */
export interface SimCard {
  cardId: string;
  /** Spec plan type: 30M, 50M, 500M (a month), 30G, 50G. */
  simType: string;
}

export interface MonthUsage {
  /** YYYY-MM */
  month: string;
  totalMb: number;
  usedMb: number;
  remainingMb: number;
  /** The card's expiry (YYYY-MM-DD) where the platform reports it. */
  expiryDate?: string | null;
}

export interface DayUsage {
  /** YYYY-MM-DD */
  date: string;
  usedMb: number;
}

/** A paid renewal: `months` more for the card (from the later of its expiry and today). */
export interface RenewalRequest {
  months: number;
  /** The expiry on record (YYYY-MM-DD), null when none. */
  currentExpiry: string | null;
  /**
   * The console's order number, given to a platform that takes an idempotency key, so that a
   * renewal retried after a failed commit is not applied twice there.
   */
  reference: string;
}

export interface Renewal {
  /** The card's new expiry, YYYY-MM-DD. */
  expiryDate: string;
  /** 'platform' when the card platform itself holds the new date; 'console' when only our record does. */
  recordedBy: 'platform' | 'console';
}

/** Where SIM usage comes from: the operator's API, or the simulation of a fresh install. */
export interface DataFlowProvider {
  readonly name: string;
  /** True for figures made up by the demo's simulation: every screen that shows them says so. */
  readonly simulated: boolean;
  /** Usage of the month of `day` up to and including `day`. */
  usage(card: SimCard, day: Date): Promise<MonthUsage>;
  /** Each day of the month (up to `until` when it falls in that month). */
  daily(card: SimCard, month: string, until: Date): Promise<DayUsage[]>;
  /**
   * Extends the card's validity after a payment (the recharge centre's fulfilment). `today` is the
   * console's local day, from which a lapsed card counts.
   */
  renew(card: SimCard, request: RenewalRequest, today: Date): Promise<Renewal>;
}

/**
 * A card platform's refusal or failure, with its own code and message (shown to the user as the
 * platform said it, beside our own sentence).
 */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The platform offers no day-by-day figures (the operator platforms give the month only). */
export class NoDailyFigures extends Error {}

/** A JSON request to a card platform with a time limit; a network failure or a non-JSON answer is a ProviderError. */
export async function platformJson(provider: string, url: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new ProviderError(provider, 'unreachable', (error as Error).message);
  }
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
  } catch {
    throw new ProviderError(provider, `http_${response.status}`, text.slice(0, 200));
  }
}
