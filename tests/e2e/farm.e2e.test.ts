import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { scanLanguage } from './support/language-scan';
import { switchLanguage } from './support/language-walk';
import { ROUTES } from '../../src/app/route-manifest';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first();

/** The fish base's duty user's API session, for the steps this test does not click through. */
async function apiSession(origin: string) {
  const login = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'fishscreen', password: 'fish12345' }) });
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
    const res = await fetch(`${origin}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    const json = (await res.json()) as { success: boolean; message: string; data: T };
    if (!json.success) throw new Error(`${path}: ${json.message}`);
    return json.data;
  };
}

/** Picks an option of an antd select by typing its name, as the keyboard does. */
async function choose(form: Locator, label: RegExp, text: string) {
  const select = form.locator('.ant-form-item', { has: form.page().locator('label', { hasText: label }) }).locator('.ant-select');
  await select.click();
  await form.page().keyboard.type(text);
  await form.page().keyboard.press('Enter');
}

async function typeInto(form: Locator, label: RegExp, value: string) {
  const field = form.locator('.ant-form-item', { has: form.page().locator('label', { hasText: label }) }).locator('input').first();
  await field.click();
  await field.fill(value);
  await field.press('Enter');
}

describe('production logs, stores and sales', () => {
  it('creates a base and pond, feeds twice (the second refused), and sees stock, FCR and the feeding export', async () => {
    const call = await apiSession(server.origin);
    const { page, errors } = await openPage(browser, server.origin, [409]);
    await loginAs(page, 'fishscreen', 'fish12345');

    // A base and its pond, on the breeding map's own rows.
    await page.goto('/production/base-manage');
    await page.getByTestId('base-manage-page').waitFor();
    await page.getByTestId('base-add').click();
    let form = dialog(page);
    await form.getByLabel('名称', { exact: true }).fill('试验基地');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '保存成功').waitFor();
    await page.locator('.ant-table-row').filter({ hasText: '试验基地' }).click();
    await page.getByTestId('pond-add').click();
    form = dialog(page);
    await form.getByLabel('池塘名称').fill('一号塘');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByTestId('pond-overview').locator('.ant-table-row').filter({ hasText: '一号塘' }).waitFor();

    // Fodder received from a supplier, and the pond seeded (through the calls the pages use).
    const supplier = await call<{ id: number }>('/personManage', { type: 'add', role: 'supplier', name: '饲料厂' });
    const fodder = await call<{ id: number }>('/feedManage', { type: 'add', name: '浮性饲料', unit: 'kg', low_stock: 80, supplier_id: supplier.id });
    await call('/stockManage', { type: 'add', item_id: fodder.id, direction: 'in', quantity: 100, supplier_id: supplier.id, at: '2026-04-01 07:00' });
    const { rows } = await call<{ rows: { pond_id: number; pond_name: string }[] }>('/pageszhuatai', { pageSize: 500 });
    const pond = rows.find((r) => r.pond_name === '一号塘')!.pond_id;
    await call('/seedingManage', { type: 'add', pond_id: pond, at: '2026-04-01 08:00', species: '草鱼', batch: 'GC-01', count: 1000, size: 50 });

    // Feeding: a query first, then save, then submit (spec section 5).
    await page.goto('/production/feedfodder');
    await page.getByTestId('resource-page-farm_feeding').waitFor();
    await page.getByTestId('resource-add').click();
    await toast(page, '添加数据前请先查询').waitFor();
    await page.getByTestId('resource-query').click();
    const feed = async (quantity: string) => {
      await page.getByTestId('resource-add').click();
      const entry = dialog(page);
      await choose(entry, /^池塘$/, '一号塘');
      await typeInto(entry, /^时间$/, '2026-04-02 08:00');
      await choose(entry, /^饲料$/, '浮性饲料');
      await entry.getByLabel('投喂量').fill(quantity);
      return entry;
    };
    await feed('30');
    await page.getByTestId('resource-submit').click();
    await toast(page, '提交数据前请先保存').waitFor();
    await page.getByTestId('resource-save').click();
    await expect.poll(() => page.getByTestId('resource-draft-state').textContent()).toContain('已保存');
    await page.getByTestId('resource-submit').click();
    await toast(page, '添加成功').waitFor();
    await page.locator('.ant-table-row').filter({ hasText: '2026-04-02 08:00' }).waitFor();

    form = await feed('5');
    await page.getByTestId('resource-save').click();
    await page.getByTestId('resource-submit').click();
    await expect.poll(() => page.getByTestId('resource-form-error').textContent()).toBe('该时间与已有数据冲突（已有数据时间 2026-04-02 08:00）');
    await form.getByRole('button', { name: /取\s*消/ }).click();

    // Sampling and a sale, then the store and the overview reflect them.
    await call('/sampleManage', { type: 'add', pond_id: pond, at: '2026-04-10 09:00', count: 30, mean_weight: 150 });
    const customer = await call<{ id: number }>('/personManage', { type: 'add', role: 'customer', name: '水产市场' });
    await call('/saleManage', { type: 'add', pond_id: pond, batch: 'GC-01', customer_id: customer.id, sold_on: '2026-04-11', count: 200, weight: 30, price: 16 });

    await page.goto('/warehousing/fodder');
    const item = page.getByTestId('resource-page-farm_fodder').locator('.ant-table-row').filter({ hasText: '浮性饲料' });
    await expect.poll(() => item.textContent()).toContain('70');
    await item.getByText('库存不足').waitFor();

    await page.goto('/production/base-manage');
    await page.locator('.ant-table-row').filter({ hasText: '试验基地' }).click();
    // Feed 30 kg over a gain of 800 x 150 g + 30 kg sold - 50 kg seeded = 100 kg.
    await expect.poll(() => page.getByTestId(`pond-fcr-${pond}`).textContent()).toBe('0.3');

    // The feeding log as .xlsx, read back.
    await page.goto('/production/feedfodder');
    await page.getByTestId('resource-export').click();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog(page).getByRole('button', { name: /确\s*定/ }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, '时间', '池塘', '饲料', '投喂量 (kg)', '负责人', '备注']);
    expect(sheet.getRow(2).values).toEqual([undefined, '2026-04-02 08:00', '一号塘', '浮性饲料', 30, '', '']);
    expectNoConsoleErrors(errors);
  });

  it('shows all fifteen screens, their empty lists and their forms in one language at a time', async () => {
    const { page, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'fishscreen', 'fish12345');
    const paths = ROUTES.filter((r) => ['/production', '/warehousing', '/sales'].includes(r.group ?? '')).map((r) => r.path);
    expect(paths).toHaveLength(15);
    for (const lang of ['zh-CN', 'en-US'] as const) {
      await switchLanguage(page, lang);
      for (const path of paths) {
        await page.goto(path);
        // Visited pages stay mounted in hidden tabs: only the visible one counts.
        await page.locator('.ant-card:visible').first().waitFor();
        await page.locator('.ant-spin-spinning:visible').first().waitFor({ state: 'detached' }).catch(() => undefined);
        expect(await scanLanguage(page, lang), `${lang} ${path}`).toEqual([]);
        const add = page.locator('[data-testid="resource-add"]:visible').first();
        if (await add.isVisible()) {
          await page.locator('[data-testid="resource-query"]:visible').first().click();
          await add.click();
          await dialog(page).waitFor();
          expect(await scanLanguage(page, lang), `${lang} ${path} form`).toEqual([]);
          await page.keyboard.press('Escape');
          await dialog(page).waitFor({ state: 'detached' }).catch(() => undefined);
        }
      }
    }
    expectNoConsoleErrors(errors);
    // Thirty pages and their forms.
  }, 300_000);
});
