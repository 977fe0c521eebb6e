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
}

export interface DayUsage {
  /** YYYY-MM-DD */
  date: string;
  usedMb: number;
}

/** Where SIM usage comes from: the operator's API, or the simulation of a fresh install. */
export interface DataFlowProvider {
  readonly name: string;
  /** Usage of the month of `day` up to and including `day`. */
  usage(card: SimCard, day: Date): Promise<MonthUsage>;
  /** Each day of the month (up to `until` when it falls in that month). */
  daily(card: SimCard, month: string, until: Date): Promise<DayUsage[]>;
}
