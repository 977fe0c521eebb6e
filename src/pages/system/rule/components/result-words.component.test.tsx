import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import '../../../../i18n';
import { resultText } from './result-words';

describe('resultText', () => {
  it("writes a rule action's result in the reader's language, keeping what a provider said", async () => {
    const command = { detail: 'command #1 → AW00001', words: { key: 'command' as const, params: { id: 1, device: 'AW00001' } } };
    const sent = { detail: 'x', words: { key: 'sent' as const, params: { provider: 'log', sent: 1, total: 2, to: '138, 139', failed: '139: 550 mailbox full', fellBack: 0 } } };
    await i18next.changeLanguage('zh-CN');
    expect(resultText(command, i18next.t)).toBe('指令 #1 → AW00001');
    expect(resultText(sent, i18next.t)).toBe('log 已发送 1/2 → 138, 139; 139: 550 mailbox full');
    expect(resultText({ detail: 'old row' }, i18next.t)).toBe('old row');
    await i18next.changeLanguage('en-US');
    expect(resultText({ detail: 'x', words: { key: 'center', params: { id: 7 } } }, i18next.t)).toBe('message center #7');
  });
});
