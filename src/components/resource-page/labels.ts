import type { Bilingual, FieldDecl } from '../../../shared/contract/farm';

/** A declaration's words in the interface's language. */
export const pick = (text: Bilingual, lang: string) => (lang.startsWith('zh') ? text.zh : text.en);

/** A field's label with its unit, as list headers and form labels show it. */
export const labelOf = (field: FieldDecl, lang: string) => `${pick(field.label, lang)}${field.unit ? ` (${field.unit})` : ''}`;
