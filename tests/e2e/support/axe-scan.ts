import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA: the rules issue 41 holds every screen to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What fails the walk (issue 41 item 3); minor and moderate findings are the bench's to count. */
export const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** The findings that fail the walk: serious or critical, of every rule (none is pending since issue 41's last fixes). */
export const failing = (findings: readonly AxeFinding[]) => findings.filter((f) => FAILING_IMPACTS.has(f.impact));

export interface AxeFinding {
  rule: string;
  impact: string;
  /** Where the walk was: the route, or the route and its dialog. */
  where: string;
  /** The CSS selector axe gives each failing element. */
  targets: string[];
  /** Per target (same order), axe's failure summary: the colours and ratio, for whoever fixes it. */
  summaries?: string[];
}

/**
 * Findings excluded by name, each a rule and a selector with its reason in docs/decisions.md
 * ("Accessibility scan: exclusions"); never a whole page or a whole rule.
 */
export const AXE_EXCLUSIONS: readonly { rule: string; selector: RegExp }[] = [];

/** Whether a rule's finding on this element is excluded by name (AXE_EXCLUSIONS). */
export const excluded = (rule: string, target: string) => AXE_EXCLUSIONS.some((x) => x.rule === rule && x.selector.test(target));

let axeSource: string | undefined;

/**
 * axe-core's source, evaluated in the page rather than added as a script tag: the console's
 * Content-Security-Policy (script-src 'self') refuses an inline script, and the tests run under it.
 */
function source(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Until the page's finite animations and transitions end (at most 2 s): a control just enabled (a
 * button waiting for its data) fades from antd's disabled grey over 0.2 s and a dialog zooms in from
 * transparent; read mid-way, axe found text at 1.8:1 and 4.4:1 (issue 41). A spinner or the big
 * screens' ticker runs for ever and is not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .evaluate(() => {
      const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
      return Promise.race([Promise.all(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 2_000))]);
    })
    .catch(() => undefined);
}

/**
 * The pages of the tabs not shown: <Activity mode="hidden"> keeps them mounted with an important
 * `display: none`. axe would skip their elements as hidden anyway, but only after matching every
 * rule's selectors over them: by the walk's last pages some eighty pages' DOM.
 */
const HIDDEN_TABS = '.cached-page[style*="display: none"]';

async function runAxe(page: Page, only: { type: 'tag' | 'rule'; values: string[] }): Promise<AxeViolation[]> {
  return page.evaluate(
    ({ runOnly, hidden }) =>
      (window as unknown as { axe: { run(context: object, options: object): Promise<{ violations: AxeViolation[] }> } }).axe
        .run({ exclude: [[hidden]] }, { runOnly, resultTypes: ['violations'] })
        .then((result) =>
          result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })) })),
        ),
    { runOnly: only, hidden: HIDDEN_TABS },
  );
}

/**
 * One axe.run over what the page shows now (WCAG tags only, violations only: the cheap run).
 * axe is put in the page once per document; the walk moves inside the app, so mostly once.
 * Colour contrast is read again once the page has settled, and only what fails both times counts:
 * a button enabled just after the first wait began its fade after it (found on one run, not the next).
 */
export async function scanAxe(page: Page, where: string): Promise<AxeFinding[]> {
  await settleAnimations(page);
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(source());
  let violations = await runAxe(page, { type: 'tag', values: WCAG_TAGS });
  if (violations.some((v) => v.id === 'color-contrast')) {
    await settleAnimations(page);
    const again = new Set((await runAxe(page, { type: 'rule', values: ['color-contrast'] })).flatMap((v) => v.nodes.map((n) => n.target.join(' '))));
    violations = violations
      .map((v) => (v.id === 'color-contrast' ? { ...v, nodes: v.nodes.filter((n) => again.has(n.target.join(' '))) } : v))
      .filter((v) => v.nodes.length > 0);
  }
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' }))
        .filter((n) => !excluded(v.id, n.target));
      return { rule: v.id, impact: v.impact ?? 'minor', where, targets: nodes.map((n) => n.target), summaries: nodes.map((n) => n.summary) };
    })
    .filter((f) => f.targets.length > 0);
}

/** Per rule: its impact, how many elements and on how many screens, the screens named (first few). */
export function summarise(findings: readonly AxeFinding[]): { rule: string; impact: string; elements: number; screens: string[] }[] {
  const byRule = new Map<string, { impact: string; elements: number; screens: Set<string> }>();
  for (const f of findings) {
    const entry = byRule.get(f.rule) ?? { impact: f.impact, elements: 0, screens: new Set<string>() };
    entry.elements += f.targets.length;
    entry.screens.add(f.where);
    byRule.set(f.rule, entry);
  }
  return [...byRule.entries()]
    .map(([rule, e]) => ({ rule, impact: e.impact, elements: e.elements, screens: [...e.screens] }))
    .sort((a, b) => b.screens.length - a.screens.length || b.elements - a.elements);
}

/** The walk's failure message: each rule, screen and selector (a shell element on every screen listed once). */
export function axeReport(findings: readonly AxeFinding[]): string {
  const lines: string[] = [];
  for (const { rule, impact, elements, screens } of summarise(findings)) {
    lines.push(`${rule} (${impact}): ${elements} element(s) on ${screens.length} screen(s)`);
    const seen = new Map<string, string[]>();
    for (const f of findings.filter((x) => x.rule === rule)) {
      for (const target of f.targets) seen.set(target, [...(seen.get(target) ?? []), f.where]);
    }
    for (const [target, where] of seen) lines.push(`  ${target}  at ${where[0]}${where.length > 1 ? ` (+${where.length - 1} more)` : ''}`);
  }
  return `${findings.length} serious or critical accessibility finding(s):\n${lines.join('\n')}`;
}
