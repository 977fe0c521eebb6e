import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AA_NORMAL, contrastRatio, parseColor, type Rgb } from '../../src/lib/contrast';

/**
 * The big screens' dark palette (screen.css) against WCAG AA (issue 41). axe cannot work out a
 * background laid over the stage's gradient (it reports those "to review", not as violations), so
 * the walk alone would not hold these colours: every rule's text colour is checked here on the
 * lightest place text sits, a panel over the gradient's lightest stop, and on a highlighted row.
 */
const css = readFileSync(new URL('./screen.css', import.meta.url), 'utf8');

const STAGE_LIGHTEST: Rgb = parseColor('#0b2a4a');
const PANEL = parseColor('rgba(8, 30, 58, 0.72)', STAGE_LIGHTEST);
/** `.screen-table tr.is-current td`: the fish screen's current pond, whose cells may be coloured. */
const CURRENT_ROW = parseColor('rgba(35, 213, 255, 0.12)', PANEL);

/** Each rule's selector, text colour and own background colour (when it sets a plain one). */
function textRules(): { selector: string; color: string; background?: string }[] {
  const rules = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)];
  return rules.flatMap(([, selector, body]) => {
    const color = /(?:^|;)\s*color:\s*([^;]+)/.exec(body!)?.[1]?.trim();
    if (!color) return [];
    const background = /background:\s*(#[0-9a-f]{3,6}|rgba?\([^)]*\))\s*(?:;|$)/i.exec(body!)?.[1];
    return [{ selector: selector!.trim(), color, ...(background ? { background } : {}) }];
  });
}

describe('the big screens\' text colours (screen.css)', () => {
  it('finds the rules it checks', () => {
    expect(textRules().length).toBeGreaterThan(20);
  });

  it.each(textRules())('$selector ($color) reads at 4.5:1 on a panel', ({ color, background }) => {
    const under = background ? parseColor(background, PANEL) : PANEL;
    expect(contrastRatio(color, under)).toBeGreaterThanOrEqual(AA_NORMAL);
  });

  it.each(['.screen-bad', '.screen-warn', '.screen-on', '.screen-off', '.screen-sub'])('%s reads at 4.5:1 on the highlighted row too', (selector) => {
    const rule = textRules().find((r) => r.selector === selector);
    expect(rule, selector).toBeDefined();
    expect(contrastRatio(rule!.color, CURRENT_ROW)).toBeGreaterThanOrEqual(AA_NORMAL);
  });
});
