import { FEEDING, MACHINE, PATROL, SAMPLING, SEEDING, STOCK_MOVES, WATER_CHANGE, WATER_TEST, fieldOf, refNameKey, type Bilingual, type FieldDecl, type ResourceDecl } from '../../../../shared/contract/farm';
import { isRefField } from '../../../../shared/contract/farm/schemas';
import { pick } from '../../../components/resource-page/labels';

/**
 * A log the phone records at the pond: which console page it mirrors (its access code and its
 * declaration, so the fields, labels and rules are the console's) and what its one-line summary
 * shows. One description per log; one page (phone-log-page.tsx) draws them all.
 */
export interface PhoneLog {
  /** The phone route is /m/<slug>. */
  slug: string;
  /** The console page whose access code the phone route takes (cataloguePage). */
  consolePath: string;
  decl: ResourceDecl;
  /** The page's title and its navigation label; the declaration's label unless it says otherwise. */
  title: Bilingual;
  /** Keys of a line in today's list and of a queued entry, after its time. */
  summary: readonly string[];
  /** A reference key whose value must be among the picker's choices for a row to be listed (the ledger holds every kind of item). */
  onlyChosen?: string;
}

/** The fodder ledger as /warehousing/fodder shows it: the movements call, its item picker offering fodder. */
const FODDER_LEDGER: ResourceDecl = { ...STOCK_MOVES, fields: STOCK_MOVES.fields.map((f) => (f.key === 'item_id' ? { ...f, ref: 'fodder' as const } : f)) };

const log = (slug: string, consolePath: string, decl: ResourceDecl, summary: readonly string[], extra: Partial<Pick<PhoneLog, 'title' | 'onlyChosen'>> = {}): PhoneLog => ({ slug, consolePath, decl, title: decl.label, summary, ...extra });

/** The phone's logs, in the order of the console's production menu; the fodder ledger last. */
export const PHONE_LOGS: readonly PhoneLog[] = [
  log('feed', '/production/feedfodder', FEEDING, ['pond_id', 'item_id', 'quantity']),
  log('seeding', '/production/feed', SEEDING, ['pond_id', 'species', 'batch', 'count']),
  log('patrol', '/production/patrol', PATROL, ['pond_id', 'observation']),
  log('water-change', '/production/change-water', WATER_CHANGE, ['pond_id', 'volume']),
  log('sampling', '/production/sampling', SAMPLING, ['pond_id', 'count', 'mean_weight']),
  log('water-test', '/production/water-testing', WATER_TEST, ['pond_id', 'ph', 'oxygen', 'temperature']),
  log('farm-log', '/production/farm-log', MACHINE, ['machine', 'content']),
  log('fodder-stock', '/warehousing/fodder', FODDER_LEDGER, ['item_id', 'direction', 'quantity'], { title: { zh: '饲料出入库', en: 'Fodder in and out' }, onlyChosen: 'item_id' }),
];

export const phoneLogOf = (slug: string): PhoneLog | undefined => PHONE_LOGS.find((l) => l.slug === slug);

/**
 * The fields entered on the phone: the console form's, in its order, one to a line. The time is
 * not asked: it is when the entry is saved at the pond (the console keeps editing it).
 */
export const phoneFields = (decl: ResourceDecl): FieldDecl[] =>
  decl.form
    .flat()
    .filter((key) => key !== 'at')
    .map((key) => fieldOf(decl, key))
    .filter((field) => !field.readonly);

/** The fields whose choices come from the server (ponds, items, persons): loaded and kept for offline use. */
export const refFields = (decl: ResourceDecl): FieldDecl[] => phoneFields(decl).filter(isRefField);

/** One value as a line shows it: a name for a reference or a choice, a number with its unit, text as typed. */
function shown(field: FieldDecl, value: unknown, name: unknown, lang: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (isRefField(field)) return String(name ?? value);
  if (field.kind === 'choice') {
    const choice = field.choices?.find((c) => c.value === value);
    return choice ? pick(choice.label, lang) : String(value);
  }
  if ((field.kind === 'number' || field.kind === 'integer') && field.unit) return `${String(value)} ${field.unit}`;
  return String(value);
}

const joined = (time: string, parts: (string | null)[]) => [time, ...parts.filter((p): p is string => p !== null)].join(' · ');

/** A stored row of today's list: "07:30 · Pond 1 · Floating feed · 12 kg" (names from the row's `<key>_name`). */
export function rowLine(log: PhoneLog, row: Record<string, unknown>, lang: string): string {
  const time = String(row.at ?? '').slice(11, 16);
  return joined(
    time,
    log.summary.map((key) => shown(fieldOf(log.decl, key), row[key], row[refNameKey(key)], lang)),
  );
}

/** An entry being queued: the same line from the form's values, names from the pickers' choices. */
export function entryLine(log: PhoneLog, at: string, values: Record<string, unknown>, names: Record<string, readonly { value: number; label: string }[]>, lang: string): string {
  return joined(
    at.slice(11, 16),
    log.summary.map((key) => shown(fieldOf(log.decl, key), values[key], names[key]?.find((o) => o.value === values[key])?.label, lang)),
  );
}

/** The body of the add call: the form's values (blanks as null, as the console sends them) and the time. */
export function addBody(log: PhoneLog, at: string, values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { type: 'add', at };
  for (const field of phoneFields(log.decl)) {
    const value = values[field.key];
    body[field.key] = value === undefined || value === '' ? null : value;
  }
  return body;
}

/** A stored row's values as the form asks them (a blank as empty, not null), for an edit. */
export function formValuesOf(log: PhoneLog, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(phoneFields(log.decl).map((field) => [field.key, row[field.key] ?? undefined]));
}

/**
 * The body of an edit: the row's id, its `updated_at` as read (a change made since, on the console,
 * makes the server refuse it with a conflict rather than overwrite), its time unchanged and every
 * phone field. The time stays because it is when the entry was made, not when it was corrected.
 */
export function updateBody(log: PhoneLog, row: { id: number; updated_at: string; at?: unknown }, values: Record<string, unknown>): Record<string, unknown> {
  const { type: _add, ...fields } = addBody(log, String(row.at), values);
  return { type: 'update', id: row.id, updated_at: row.updated_at, ...fields };
}
