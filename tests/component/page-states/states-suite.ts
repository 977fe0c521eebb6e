import { describe, it } from 'vitest';
import { LANGUAGES } from '../../../src/i18n/language';
import type { Screen } from './screens';
import { showsFormInLanguage, showsLoadingThenEmpty, showsRefusalThenRetry, showsServerErrorPage } from './shows-states';

/**
 * Issues 17 and 21 (moved from the e2e page-states test, issue 34): each screen shows its list's
 * states in both languages. The test answers the list call itself: held (the page's spinner), with
 * no rows (the page's own empty text), refused with the API envelope (the page's error alert; Retry
 * asks again and shows the row then given) and failed with HTTP 500, which spec section 8 sends to
 * the /500 page because the list is the page's main call. A screen with an add form shows it, and
 * the page around it, in the language chosen only (moved from the farm e2e test).
 */
export function describeStates(screens: readonly Screen[]) {
  for (const lang of LANGUAGES) {
    describe.each(screens.map((s) => [s.path, s] as const))(`%s in ${lang}`, (_, screenDef) => {
      it('shows a spinner while the list is held, then its own empty text', () => showsLoadingThenEmpty(screenDef, lang));
      it("shows a refusal's message with Retry, which asks again and shows the row", () => showsRefusalThenRetry(screenDef, lang));
      it('goes to /500 when the list fails with HTTP 500', () => showsServerErrorPage(screenDef, lang));
      if (screenDef.add) it('shows the page and its add form in this language only', () => showsFormInLanguage(screenDef, lang));
    });
  }
}
