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

/** Where SIM usage comes from: the operator's API, or the simulation of a fresh install. */
export interface DataFlowProvider {
  readonly name: string;
  /** True for figures made up by the demo's simulation: every screen that shows them says so. */
  readonly simulated: boolean;
  /** Usage of the month of `day` up to and including `day`. */
  usage(card: SimCard, day: Date): Promise<MonthUsage>;
  /** Each day of the month (up to `until` when it falls in that month). */
  daily(card: SimCard, month: string, until: Date): Promise<DayUsage[]>;
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
