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

  it("counts a provider's classified failures in the reader's language before what the provider said", async () => {
    const sent = {
      detail: 'x',
      words: { key: 'sent' as const, params: { provider: 'aliyun', sent: 0, total: 2, to: '138, 139', failed: '138: isv.MOBILE_NUMBER_ILLEGAL; 139: isv.BUSINESS_LIMIT_CONTROL', fellBack: 0, failed_bad_number: 1, failed_throttled: 1 } },
    };
    await i18next.changeLanguage('en-US');
    expect(resultText(sent, i18next.t)).toBe('aliyun sent 0/2 → 138, 139; 1 throttled by the provider, not sent after retrying; 1 invalid phone numbers; 138: isv.MOBILE_NUMBER_ILLEGAL; 139: isv.BUSINESS_LIMIT_CONTROL');
    await i18next.changeLanguage('zh-CN');
    expect(resultText(sent, i18next.t)).toBe('aliyun 已发送 0/2 → 138, 139; 1 条被服务商限流，重试后仍未发出; 1 个号码无效; 138: isv.MOBILE_NUMBER_ILLEGAL; 139: isv.BUSINESS_LIMIT_CONTROL');
  });

  it("shows the provider's message id of each delivered message (Aliyun BizId, Tencent SerialNo) in both languages", async () => {
    const sent = {
      detail: 'x',
      words: { key: 'sent' as const, params: { provider: 'aliyun', sent: 1, total: 2, to: '138, 139', failed: '139: isv.AMOUNT_NOT_ENOUGH', fellBack: 0, failed_no_balance: 1, ids: '138: 900619746936498440^0' } },
    };
    await i18next.changeLanguage('en-US');
    expect(resultText(sent, i18next.t)).toBe(
      "aliyun sent 1/2 → 138, 139; 1 not sent: the provider account's balance is too low; 139: isv.AMOUNT_NOT_ENOUGH; provider's message ids: 138: 900619746936498440^0",
    );
    await i18next.changeLanguage('zh-CN');
    expect(resultText(sent, i18next.t)).toBe('aliyun 已发送 1/2 → 138, 139; 1 条因服务商账户余额不足未发出; 139: isv.AMOUNT_NOT_ENOUGH; 服务商消息编号：138: 900619746936498440^0');
  });
});
