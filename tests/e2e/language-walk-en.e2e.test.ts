import { describeLanguageWalk } from './support/language-walk-spec';

/** The two-language walk's en-US half: every page in English, with no Chinese outside user data (support/language-walk-spec.ts). */
describeLanguageWalk('en-US');
