import type { HTMLAttributes } from 'react';

/**
 * Marks DOM that shows values people typed into the database (device, company and user names,
 * free text, texts composed from them). Such text stays in the language it was written in, so the
 * bilingual walk (tests/e2e/support/language-walk-spec.ts) skips it; everything unmarked must be in
 * the interface's language. Spread it on the smallest element that holds only such values.
 */
export const USER_DATA = { 'data-user-data': '' } as HTMLAttributes<HTMLElement>;

/** `onCell` of an antd table column whose cells show database values. */
export const userDataCell = (): HTMLAttributes<HTMLElement> => USER_DATA;
