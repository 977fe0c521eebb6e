import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs, untilStill } from './support/console';
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
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
const fieldErrors = (scope: Locator) => scope.locator('.ant-form-item-explain-error').allTextContents();
/**
 * Saves once the dialog has finished opening: a click while antd's modal still zooms in can land on
 * nothing (a CI run's English "Save" raised no errors at all). Spinners' endless animations are not waited for.
 */
async function save(form: Locator) {
  await untilStill(form);
  await form.getByRole('button', { name: /保\s*存|Save/ }).click();
}

/** Types a date into an antd DatePicker and confirms it with Enter, as the keyboard does. */
async function typeDate(field: Locator, value: string) {
  await field.click();
  await field.fill(value);
  await field.press('Enter');
}

describe('products and inventory', () => {
  it('adds a product, records stock of it, shows what remains and refuses an export beyond stock, in both languages', async () => {
    const { page, context, errors } = await openPage(browser, server.origin, [400]);
    await loginAs(page, 'agent', 'agent123');

    // The catalogue: the agent's own company is preselected.
    await page.goto('/system/product');
    await page.getByTestId('product-page').waitFor();
    await page.getByTestId('product-add').click();
    let form = dialog(page);
    await save(form);
    await expect.poll(() => fieldErrors(form)).toContain('产品名称不能为空');
    await form.getByLabel('产品名称').fill(PRODUCT);
    await form.getByLabel('单位').fill('kg');
    await save(form);
    await expectToast(page, '添加成功');
    await page.locator('.ant-table-row').filter({ hasText: PRODUCT }).waitFor();

    // An inventory record picking it; the spec's rules show on the fields before submitting.
    await page.goto('/data/inventory');
    await page.getByTestId('inventory-page').waitFor();
    await page.getByTestId('inventory-add').click();
    form = dialog(page);
    await save(form);
    await expect.poll(() => fieldErrors(form)).toContain('所有字段必须填写完整（产品名称）');
    const product = form.locator('.ant-form-item', { has: page.locator('label', { hasText: /^产品名称$/ }) }).locator('.ant-select');
    await product.click();
    await page.keyboard.type(PRODUCT);
    await page.keyboard.press('Enter');
    await expect.poll(() => product.textContent()).toContain(PRODUCT);
    await form.getByLabel('入库数量').fill('100');
    await typeDate(form.getByLabel('入库日期'), '2026-03-01');
    await form.getByLabel('出库数量').fill('30');
    await typeDate(form.getByLabel('出库日期'), '2026-03-05');
    await form.getByLabel('负责人').fill('李师傅');
    await form.getByLabel('联系电话').fill('13800000011');
    await form.getByLabel('出厂编号').fill('A-12');
    await expect.poll(() => fieldErrors(form)).toContain('出厂编号必须为数字');
    await form.getByLabel('出厂编号').fill('00123');
    await expect.poll(() => fieldErrors(form)).toEqual([]);
    await save(form);
    await expectToast(page, '添加成功');
    const row = page.locator('.ant-table-row').filter({ hasText: '00123' });
    await row.waitFor();
    // Remaining: 100 - 30, in the row and in the product's total.
    await expect.poll(() => row.locator('td').allTextContents()).toEqual(expect.arrayContaining([PRODUCT, '100', '30', '70']));
    await expect.poll(() => page.getByTestId('inventory-remaining').textContent()).toContain(`${PRODUCT} 70`);
    expect(await scanLanguage(page, 'zh-CN')).toEqual([]);

    // The export holds the same record under the table's headings.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('inventory-export').click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet: string[][] = [];
    workbook.worksheets[0].eachRow((r) => sheet.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(sheet[0].slice(0, 6)).toEqual(['产品名称', '入库数量', '入库日期', '出库数量', '出库日期', '剩余库存']);
    expect(sheet[1].slice(0, 9)).toEqual([PRODUCT, '100', '2026-03-01', '30', '2026-03-05', '70', '李师傅', '13800000011', '00123']);

    // Exporting more than was imported: refused on the field, and by the server in the same words.
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    form = dialog(page);
    await form.getByLabel('出库数量').fill('150');
    const beyond = '出库数量 150 超过入库数量 100，剩余库存不能为负数';
    await expect.poll(() => fieldErrors(form)).toContain(beyond);
    await save(form);
    await expect.poll(() => fieldErrors(form)).toContain(beyond);
    const id = Number(await page.evaluate(async () => {
      const res = await fetch('/api/inventoryManage', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'search', keyword: '00123' }) });
      return ((await res.json()) as { data: { rows: { id: number }[] } }).data.rows[0].id;
    }));
    const refused = await page.request.post('/api/inventoryManage', {
      headers: { 'accept-language': 'zh-CN' },
      data: { type: 'update', id, product_id: (await server.app.database.db.selectFrom('products').select('id').where('name', '=', PRODUCT).executeTakeFirstOrThrow()).id, import_num: 100, import_date: '2026-03-01', export_num: 150, export_date: '2026-03-05', person: '李师傅', phone: '13800000011', factory_no: '00123' },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(beyond);
    await form.getByRole('button', { name: /取\s*消/ }).click();
    await expect.poll(() => row.locator('td').allTextContents()).toContain('70');

    // English, briefly: the table's headings and the rule's wording.
    await page.evaluate(() => localStorage.setItem('languageSet', 'en-US'));
    await page.reload();
    await page.getByTestId('inventory-page').waitFor();
    // The product page's tab comes back with the reload, drawn hidden beside this one: only this page's table.
    await expect.poll(() => page.getByTestId('inventory-page').locator('.ant-table-thead').textContent()).toContain('Remaining');
    await page.locator('.ant-table-row').filter({ hasText: '00123' }).waitFor();
    expect(await scanLanguage(page, 'en-US')).toEqual([]);
    await page.getByTestId('inventory-add').click();
    form = dialog(page);
    await save(form);
    await expect.poll(() => fieldErrors(form)).toContain('All fields must be completed (factory number)');
    await form.getByLabel('Factory number').fill('x1');
    await expect.poll(() => fieldErrors(form)).toContain('Factory number must be a number');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/system/product');
    await expect.poll(() => page.getByTestId('product-page').textContent()).toContain('Recycle bin');
    await page.locator('.ant-table-row').filter({ hasText: PRODUCT }).waitFor();
    expect(await scanLanguage(page, 'en-US')).toEqual([]);

    expectNoConsoleErrors(errors);
    await context.close();
  });
});
