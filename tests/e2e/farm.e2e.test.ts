import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { expectToast } from './support/toasts';

/** A workbook the server writes: the first one in a process loads exceljs there, which alone passed Playwright's 15 s on a loaded machine. */
const WORKBOOK_MS = 60_000;

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const BATCH = 'GC-01';
const COMPANY = '湖州南浔绿源水产养殖基地';

const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
/** A page's card by its test id; pages visited earlier may stay mounted in hidden tabs, so only the visible one. */
const card = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);
const formItem = (form: Locator, label: RegExp) => form.locator('.ant-form-item', { has: form.page().locator('label', { hasText: label }) });
const rowOf = (scope: Locator, text: string) => scope.locator('.ant-table-row').filter({ hasText: text });

/**
 * Picks an option of an antd select: typing to filter it when it searches (`typed`), then clicking
 * the option once it is offered (the lists load after the form opens).
 */
async function choose(form: Locator, label: RegExp, text: string, typed = true) {
  const page = form.page();
  const select = formItem(form, label).locator('.ant-select').first();
  await select.click();
  if (typed) await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
  await expect.poll(() => select.textContent()).toContain(text);
}

/** Types a date or time into its picker and confirms it with Enter, as the keyboard does. */
async function typeInto(form: Locator, label: RegExp, value: string) {
  const field = formItem(form, label).locator('input').first();
  await field.click();
  await field.fill(value);
  await field.press('Enter');
}

/** A production log's form: a query first (spec section 5), then the add button. */
async function openLogForm(page: Page, testId: string) {
  const list = card(page, testId);
  await list.getByTestId('resource-query').click();
  await list.getByTestId('resource-add').click();
  return dialog(page);
}

/** Save before submitting (spec section 5). */
async function saveAndSubmit(entry: Locator) {
  await entry.getByTestId('resource-save').click();
  await expect.poll(() => entry.getByTestId('resource-draft-state').textContent()).toContain('已保存');
  await entry.getByTestId('resource-submit').click();
}

/** A supplier or customer, on its own page. */
async function addPerson(page: Page, path: string, name: string) {
  await page.goto(path);
  const list = card(page, 'resource-page-farm_person');
  await list.getByTestId('resource-add').click();
  const entry = dialog(page);
  await entry.getByLabel('名称', { exact: true }).fill(name);
  await entry.getByLabel('联系人', { exact: true }).fill('张经理');
  await entry.getByTestId('resource-submit').click();
  await rowOf(list, name).waitFor();
}

/**
 * The company's traceability record of the batch, which a sale links itself to. The fish base's
 * duty user has no traceability code (7004), so the platform admin files it for the fish base, as
 * in the console: the product in the catalogue, then the batch.
 */
async function traceBatchAsAdmin(product: string) {
  const { page, context, errors } = await openPage(browser, server.origin);
  await loginAs(page, 'admin', 'admin123');
  await page.goto('/system/product');
  await page.getByTestId('product-add').click();
  let form = dialog(page);
  await choose(form, /^所属企业$/, COMPANY);
  await form.getByLabel('产品名称').fill(product);
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await rowOf(card(page, 'product-page'), product).waitFor();

  await page.goto('/data/tracing');
  await page.getByTestId('trace-add').click();
  form = dialog(page);
  await choose(form, /^所属企业$/, COMPANY);
  await choose(form, /^产品名称$/, product);
  await form.getByLabel('批次号').fill(BATCH);
  await form.getByTestId('trace-save').click();
  await expectToast(page, '添加成功');
  await form.getByRole('button', { name: /完\s*成/ }).click();
  await rowOf(card(page, 'tracing-page'), BATCH).waitFor();
  expectNoConsoleErrors(errors);
  await context.close();
}

describe('production logs, stores and sales', () => {
  it('runs a pond from fodder receipt to sale by clicks, and sees stock, FCR, traceability and the feeding export', async () => {
    await traceBatchAsAdmin('南浔草鱼');
    const { page, errors } = await openPage(browser, server.origin, [409]);
    await loginAs(page, 'fishscreen', 'fish12345');

    // A base and its pond, on the breeding map's own rows.
    await page.goto('/production/base-manage');
    await page.getByTestId('base-manage-page').waitFor();
    await page.getByTestId('base-add').click();
    let form = dialog(page);
    await form.getByLabel('名称', { exact: true }).fill('试验基地');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expectToast(page, '保存成功');
    await page.locator('.ant-table-row').filter({ hasText: '试验基地' }).click();
    await page.getByTestId('pond-add').click();
    form = dialog(page);
    await form.getByLabel('池塘名称').fill('一号塘');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByTestId('pond-overview').locator('.ant-table-row').filter({ hasText: '一号塘' }).waitFor();

    // The supplier, the fodder it supplies, and a receipt of 100 kg from it into the store.
    await addPerson(page, '/warehousing/supplier', '饲料厂');
    await page.goto('/warehousing/fodder');
    const items = card(page, 'resource-page-farm_fodder');
    await items.getByTestId('resource-add').click();
    form = dialog(page);
    await form.getByLabel('名称', { exact: true }).fill('浮性饲料');
    await form.getByLabel('单位', { exact: true }).fill('kg');
    await form.getByLabel('低库存提醒', { exact: true }).fill('80');
    await choose(form, /^供应商$/, '饲料厂');
    await form.getByTestId('resource-submit').click();
    await rowOf(items, '浮性饲料').waitFor();
    // The ledger's item picker is loaded with the page: the new item is offered once the page is opened again.
    await page.reload();
    const ledger = card(page, 'resource-ledger-fodder');
    await ledger.getByTestId('resource-add').click();
    form = dialog(page);
    await choose(form, /^物品$/, '浮性饲料');
    await choose(form, /^方向$/, '入库', false);
    await form.getByLabel('数量', { exact: true }).fill('100');
    await typeInto(form, /^时间$/, '2026-04-01 07:00');
    await choose(form, /^供应商$/, '饲料厂');
    await form.getByTestId('resource-submit').click();
    await expect.poll(() => rowOf(ledger, '2026-04-01 07:00').textContent()).toContain('饲料厂');
    await items.getByTestId('resource-query').click();
    await expect.poll(() => rowOf(items, '浮性饲料').textContent()).toContain('100');

    // The pond seeded with 1000 fry of 50 g from that supplier.
    await page.goto('/production/feed');
    form = await openLogForm(page, 'resource-page-farm_seeding');
    await choose(form, /^池塘$/, '一号塘');
    await typeInto(form, /^时间$/, '2026-04-01 08:00');
    await form.getByLabel('品种', { exact: true }).fill('草鱼');
    await form.getByLabel('批次', { exact: true }).fill(BATCH);
    await form.getByLabel('数量', { exact: true }).fill('1000');
    await form.getByLabel('规格', { exact: true }).fill('50');
    await choose(form, /^苗种来源$/, '饲料厂');
    await saveAndSubmit(form);
    await rowOf(card(page, 'resource-page-farm_seeding'), BATCH).waitFor();

    // Feeding: a query first, then save, then submit (spec section 5).
    await page.goto('/production/feedfodder');
    const feedings = card(page, 'resource-page-farm_feeding');
    await feedings.getByTestId('resource-add').click();
    await expectToast(page, '添加数据前请先查询');
    const feed = async (quantity: string) => {
      const entry = await openLogForm(page, 'resource-page-farm_feeding');
      await choose(entry, /^池塘$/, '一号塘');
      await typeInto(entry, /^时间$/, '2026-04-02 08:00');
      await choose(entry, /^饲料$/, '浮性饲料');
      await entry.getByLabel('投喂量').fill(quantity);
      return entry;
    };
    form = await feed('30');
    await form.getByTestId('resource-submit').click();
    await expectToast(page, '提交数据前请先保存');
    await saveAndSubmit(form);
    await rowOf(feedings, '2026-04-02 08:00').waitFor();

    // The second feeding at the same minute is refused, naming the earlier entry's time.
    form = await feed('5');
    await form.getByTestId('resource-save').click();
    await form.getByTestId('resource-submit').click();
    await expect.poll(() => form.getByTestId('resource-form-error').textContent()).toBe('该时间与已有数据冲突（已有数据时间 2026-04-02 08:00）');
    await form.getByRole('button', { name: /取\s*消/ }).click();

    // A sampling: 30 fish weighing 150 g on average.
    await page.goto('/production/sampling');
    form = await openLogForm(page, 'resource-page-farm_sampling');
    await choose(form, /^池塘$/, '一号塘');
    await typeInto(form, /^时间$/, '2026-04-10 09:00');
    await form.getByLabel('抽样尾数', { exact: true }).fill('30');
    await form.getByLabel('平均体重', { exact: true }).fill('150');
    await saveAndSubmit(form);
    await rowOf(card(page, 'resource-page-farm_sampling'), '2026-04-10 09:00').waitFor();

    // A customer, and 200 fish (30 kg) of the batch sold to it. The duty user cannot pick a
    // traceability record, so the sale links itself to the company's record of the same batch.
    await addPerson(page, '/warehousing/customer', '水产市场');
    await page.goto('/sales/fish-base');
    const sales = card(page, 'resource-page-farm_sale');
    await sales.getByTestId('resource-add').click();
    form = dialog(page);
    await choose(form, /^池塘$/, '一号塘');
    await form.getByLabel('批次', { exact: true }).fill(BATCH);
    await choose(form, /^客户$/, '水产市场');
    await typeInto(form, /^销售日期$/, '2026-04-11');
    await form.getByLabel('数量', { exact: true }).fill('200');
    await form.getByLabel('重量', { exact: true }).fill('30');
    await form.getByLabel('单价', { exact: true }).fill('16');
    await form.getByTestId('resource-submit').click();
    await expect.poll(() => rowOf(sales, '水产市场').textContent()).toContain('2026-04-11');

    // The store: 100 received, 30 fed, 70 left, under the warning level of 80.
    await page.goto('/warehousing/fodder');
    const item = rowOf(card(page, 'resource-page-farm_fodder'), '浮性饲料');
    await expect.poll(() => item.textContent()).toContain('70');
    await item.getByText('库存不足').waitFor();

    // Feed 30 kg over a gain of 800 x 150 g + 30 kg sold - 50 kg seeded = 100 kg.
    await page.goto('/production/base-manage');
    await page.locator('.ant-table-row').filter({ hasText: '试验基地' }).click();
    const pond = page.getByTestId('pond-overview').locator('.ant-table-row').filter({ hasText: '一号塘' });
    await expect.poll(() => pond.locator('[data-testid^="pond-fcr-"]').textContent()).toBe('0.3');
    // The pond's fish: 1000 seeded, 200 sold.
    expect(await pond.locator('[data-testid^="pond-stock-"]').textContent()).toBe('800');

    // The feeding log as .xlsx, read back.
    await page.goto('/production/feedfodder');
    await card(page, 'resource-page-farm_feeding').getByTestId('resource-export').click();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: WORKBOOK_MS }), dialog(page).getByRole('button', { name: /确\s*定/ }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, '时间', '池塘', '饲料', '投喂量 (kg)', '负责人', '备注']);
    expect(sheet.getRow(2).values).toEqual([undefined, '2026-04-02 08:00', '一号塘', '浮性饲料', 30, '', '']);
    expectNoConsoleErrors(errors);

    // Someone with no account scans the sold batch: its seeding and feeding are on the page.
    const visitor = await openPage(browser, server.origin);
    await visitor.page.goto(`/tracing/search?batch=${BATCH}`);
    await expect.poll(() => visitor.page.getByTestId('trace-story-product').textContent()).toBe('南浔草鱼');
    await expect.poll(() => visitor.page.getByTestId('trace-production').textContent()).toContain('2026-04-01 投苗 1000 尾');
    await expect.poll(() => visitor.page.getByTestId('trace-feeding').textContent()).toMatch(/浮性饲料\s*30\s*kg · 共 1 次/);
    expect(await visitor.page.evaluate(() => document.cookie)).not.toContain('user=');
    expectNoConsoleErrors(visitor.errors);
    await visitor.context.close();
  }, 240_000);
});
