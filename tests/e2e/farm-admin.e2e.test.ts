import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';

/** The platform admin (no company of its own) adds a farm row: the form asks for the company, and the row lands there. */
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

describe('the platform admin on the farm pages', () => {
  it('chooses the company of a new supplier, which is refused unchosen', async () => {
    const { page, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'admin', 'admin123');
    await page.goto('/warehousing/supplier');
    await page.getByTestId('resource-query').click();
    await page.getByTestId('resource-add').click();
    const form = dialog(page);
    await form.getByLabel('名称', { exact: true }).fill('管理员录入的供应商');
    await page.getByTestId('resource-submit').click();
    await form.locator('#tenant_id_help').getByText('请选择所属企业').waitFor();
    await page.getByTestId('resource-company').click();
    await page.keyboard.type('绿源水产');
    await page.keyboard.press('Enter');
    await page.getByTestId('resource-submit').click();
    await page.locator('.ant-table-row').filter({ hasText: '管理员录入的供应商' }).waitFor();
    const row = await server.app.database.db
      .selectFrom('farm_persons' as never)
      .innerJoin('companies', 'companies.id', 'farm_persons.tenant_id' as never)
      .select(['companies.name'])
      .where('farm_persons.name' as never, '=', '管理员录入的供应商' as never)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('湖州南浔绿源水产养殖基地');
    expectNoConsoleErrors(errors);
  });
});
