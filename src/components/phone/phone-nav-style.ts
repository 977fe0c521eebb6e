import type { CSSProperties } from 'react';

/** The phone navigation's words (bar and drawer), in both languages beside the entries' own labels. */
export const NAV_WORDS = { label: { zh: '手机端导航', en: 'Phone pages' }, more: { zh: '更多', en: 'More' }, all: { zh: '全部页面', en: 'All pages' } };

/** The page a link leads to, when it is the one shown. */
export const NAV_ACTIVE: CSSProperties = { color: '#0958d9', fontWeight: 600 };
