import type { Bilingual, FieldDecl } from './registry';

/** Building blocks the declarations share, so a pond or a time reads the same on every log. */
export const t = (zh: string, en: string): Bilingual => ({ zh, en });

export const pondField: FieldDecl = { key: 'pond_id', kind: 'pond', label: t('池塘', 'Pond'), required: true };
export const atField: FieldDecl = { key: 'at', kind: 'time', label: t('时间', 'Time'), required: true };
export const noteField: FieldDecl = { key: 'note', kind: 'longtext', label: t('备注', 'Note') };
export const handlerField: FieldDecl = { key: 'handler', kind: 'text', label: t('负责人', 'Handler'), maxLength: 50 };
export const quantity = (label: Bilingual, unit: string, required = true): FieldDecl => ({ key: 'quantity', kind: 'number', label, unit, required, min: 0.001 });
