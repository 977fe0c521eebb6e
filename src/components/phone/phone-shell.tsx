import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { PhoneFrame, PHONE_PRIMARY, PHONE_SECONDARY_TEXT } from './phone-frame';

const THEME = { token: { colorPrimary: PHONE_PRIMARY, colorTextDescription: PHONE_SECONDARY_TEXT, colorTextSecondary: PHONE_SECONDARY_TEXT } };

/**
 * The phone frame (./phone-frame.tsx) inside antd's <App>, for pages whose inputs use its
 * context-aware messages (the main layout has its own): the forms' pages. A darker primary and
 * secondary text, which meet WCAG AA in the sun at the pond (axe: antd's #1677ff under white text
 * and its 45 % grey on white do not).
 */
export function PhoneShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ConfigProvider theme={THEME}>
      <App>
        <PhoneFrame title={title}>{children}</PhoneFrame>
      </App>
    </ConfigProvider>
  );
}
