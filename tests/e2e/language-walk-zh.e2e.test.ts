import { describeLanguageWalk } from './support/language-walk-spec';

/** The two-language walk's zh-CN half: every page in Chinese, with no English outside user data (support/language-walk-spec.ts). */
describeLanguageWalk('zh-CN');
