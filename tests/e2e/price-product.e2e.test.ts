import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { scanLanguage } from './support/language-scan';
import { expectToast } from './support/toasts';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const PRODUCT = '试验草鱼';
const MARKET = '试验批发市场';
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const csv = (prices: string[]) =>
  Buffer.from(`\uFEFF产品,品种,市场,单位,价格,日期,来源\n${prices.map((price, i) => `${PRODUCT},鲩鱼,${MARKET},元/斤,${price},${day(14 - 7 * i)},试验`).join('\n')}\n`);
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');

async function choose(page: Page, name: string, prices: string[]) {
  await page.getByTestId('price-import').locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: csv(prices) });
}

describe('price trend', () => {
  it('refuses a price list with a bad row, naming it; the fixed list is imported and its trend shown', async () => {
    const { page, context, errors } = await openPage(browser, server.origin, [400]);
    await loginAs(page, 'grower', 'grower123');
    await page.goto('/analysis/price-product');
    await page.getByTestId('price-product-page').waitFor();
    // The demo prices: a product's markets as lines, with their latest changes.
    await page.getByTestId('price-changes').locator('.ant-table-row').first().waitFor();
    await expect.poll(() => page.getByTestId('price-changes').textContent()).toMatch(/%/);
    expect(await scanLanguage(page, 'zh-CN')).toEqual([]);

    await page.getByTestId('price-import-open').click();
    const modal = dialog(page);
    await modal.getByTestId('price-import').waitFor();
    await choose(page, 'bad.csv', ['12.5', 'abc', '15']);
    const problems = modal.getByTestId('price-import-errors');
    await problems.locator('.ant-table-row').first().waitFor();
    await expect.poll(() => problems.locator('.ant-table-row td').allTextContents()).toEqual(['3', '价格', '价格应为大于 0 的数字']);
    await expect.poll(() => modal.getByTestId('price-import-confirm').isDisabled()).toBe(true);
    expect(await scanLanguage(page, 'zh-CN')).toEqual([]);

    // The server refuses the same file too, naming the row, and writes nothing.
    const refused = await page.evaluate(async (text) => {
      const form = new FormData();
      form.append('file', new Blob([text], { type: 'text/csv' }), 'bad.csv');
      const res = await fetch('/api/priceManage/import?confirm=true', { method: 'POST', body: form });
      return { status: res.status, message: ((await res.json()) as { message: string }).message };
    }, csv(['12.5', 'abc', '15']).toString('utf8'));
    expect(refused).toEqual({ status: 400, message: '第 3 行：价格应为大于 0 的数字（共 1 处错误，未导入任何数据）' });

    await choose(page, 'fixed.csv', ['12.5', '14', '15']);
    await modal.getByTestId('price-import-ok').waitFor();
    await expect.poll(() => modal.getByTestId('price-import-ok').textContent()).toContain('全部 3 行检查通过');
    await modal.getByTestId('price-import-confirm').click();
    await expectToast(page, '已导入 3 行');
    await modal.waitFor({ state: 'detached' });

    // The trend of the imported product: one market, latest 15 after 14 (+7.1 % sequential).
    await page.getByTestId('price-product-select').click();
    // The open list only, and checked picked (as below): a closed list may still hold the option.
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: PRODUCT }).click();
    await expect.poll(() => page.getByTestId('price-product-select').textContent()).toContain(PRODUCT);
    const changes = page.getByTestId('price-changes');
    await expect.poll(() => changes.locator('.ant-table-row').count()).toBe(1);
    await expect.poll(() => changes.textContent()).toContain(`${PRODUCT} · ${MARKET}`);
    await expect.poll(() => changes.textContent()).toContain('15.00');
    await expect.poll(() => changes.textContent()).toContain('+7.1 %');
    // Three weeks of quotes have no base a year back: the table says which quote is missing.
    await expect.poll(() => changes.textContent()).toContain('无去年同期报价');
    await page.getByTestId('price-chart').waitFor();
    expect(await scanLanguage(page, 'zh-CN')).toEqual([]);

    // English: the same page, its words in English.
    await page.evaluate(() => localStorage.setItem('languageSet', 'en-US'));
    await page.reload();
    await page.getByTestId('price-changes').locator('.ant-table-row').first().waitFor();
    await expect.poll(() => page.getByTestId('price-changes').textContent()).toContain('Year on year');
    expect(await scanLanguage(page, 'en-US')).toEqual([]);
    await page.getByTestId('price-product-select').click();
    // The open list only: the layout's first render after the reload may still hold a closed one.
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: PRODUCT }).click();
    await expect.poll(() => page.getByTestId('price-product-select').textContent()).toContain(PRODUCT);
    await expect.poll(() => changes.textContent()).toContain('No quote a year earlier');
    expect(await scanLanguage(page, 'en-US')).toEqual([]);
    expectNoConsoleErrors(errors);
    await context.close();
  }, 180_000);
});
