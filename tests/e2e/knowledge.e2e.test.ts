import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { scanLanguage } from './support/language-scan';
import { switchLanguage } from './support/language-walk';
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

/** A real 1x1 PNG, as a phone camera would hand over a (much larger) one. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const TITLE = '溶氧仪日常校准';
const BODY_WORD = '校准溶氧仪探头';
/** Polls longer than the default second: the machine running these is shared. */
const SLOW = { timeout: 10_000 };
const confirm = (page: Page) => page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定|OK/ }).click();

describe('knowledge base', () => {
  it('writes an article with a heading, a table and an image, keeps the draft, reviews, publishes and finds it', async () => {
    const { page, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'agent', 'agent123');

    // Write: the menu's "add article" lists the company's articles; the editor opens from there.
    await page.goto('/knowledge/publish');
    await page.getByTestId('artical-publish-page').waitFor();
    await page.getByTestId('article-add').click();
    await page.getByTestId('text-editor-page').waitFor();
    await page.getByTestId('article-title-input').fill(TITLE);
    const content = page.getByTestId('rte-content');
    await content.click();
    // "## " is the editor's heading shortcut; the toolbar's block menu does the same.
    await page.keyboard.type('## 校准步骤');
    await page.keyboard.press('Enter');
    await page.keyboard.type(`每周一次${BODY_WORD}，calibrate the probe in saturated air.`);
    await page.keyboard.press('Enter');
    await page.getByTestId('rte-table').click();
    await page.locator('.ant-dropdown-menu-item').filter({ hasText: '插入表格' }).click();
    await page.keyboard.type('指标');
    await page.keyboard.press('Tab');
    await page.keyboard.type('参考值');
    await page.getByTestId('rte-image-input').setInputFiles({ name: 'probe.png', mimeType: 'image/png', buffer: PNG });
    await content.locator('img').waitFor();
    await expect.poll(() => content.locator('h2').textContent()).toBe('校准步骤');
    await expect.poll(() => content.locator('table th').count()).toBe(3);

    // The draft saves itself; the address then names it.
    await expect.poll(() => page.getByTestId('editor-save-state').textContent(), { timeout: 20_000 }).toBe('已保存');
    await expect.poll(() => page.url(), SLOW).toMatch(/id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await expect.poll(() => page.getByTestId('editor-status').textContent(), SLOW).toBe('草稿');
    expect(await scanLanguage(page, 'zh-CN')).toEqual([]);

    // Leave: the editor is not kept in the tab cache; coming back starts from the saved draft.
    await page.getByRole('button', { name: '文章列表' }).click();
    await page.getByTestId('artical-publish-page').waitFor();
    expect(await page.locator('[data-page-name="text-editor"]').count()).toBe(0);
    await expect.poll(() => page.getByTestId(`article-status-${id}`).textContent(), SLOW).toBe('草稿');
    await page.getByTestId(`article-edit-${id}`).click();
    await page.getByTestId('text-editor-page').waitFor();
    await expect.poll(() => page.getByTestId('article-title-input').inputValue(), SLOW).toBe(TITLE);
    await expect.poll(() => content.textContent(), SLOW).toContain(BODY_WORD);
    expect(await content.locator('table').count()).toBe(1);
    expect(await content.locator('img').count()).toBe(1);

    // Submit for review, then approve as the company's editor (6004).
    await page.getByTestId('editor-submit').click();
    await expectToast(page, '已提交审核');
    await expect.poll(() => page.getByTestId('editor-status').textContent(), SLOW).toBe('待审核');
    await page.getByRole('button', { name: '文章列表' }).click();
    await page.getByTestId(`article-approve-${id}`).click();
    await confirm(page);
    await expectToast(page, '操作成功');
    await expect.poll(() => page.getByTestId(`article-status-${id}`).textContent(), SLOW).toBe('已发布');

    // Find it by a word of its body and open it, with its table of contents.
    await page.goto('/knowledge/fish');
    await page.getByTestId('knowledge-fish-page').waitFor();
    await page.getByTestId('article-search').locator('input').fill('溶氧仪探头');
    await page.keyboard.press('Enter');
    const row = page.getByTestId(`article-row-${id}`);
    await row.waitFor();
    await row.getByText(TITLE).click();
    const body = page.getByTestId('article-body');
    await body.waitFor();
    expect(await body.locator('table').count()).toBe(1);
    expect(await body.locator('img').getAttribute('src')).toMatch(/^\/api\/articleImage\/file\?img_name=[a-f0-9]{32}\.png$/);
    await expect.poll(() => body.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect(await page.getByTestId('article-toc').textContent()).toContain('校准步骤');
    const readerHtml = await body.innerHTML();
    expect(await scanLanguage(page, 'zh-CN')).toEqual([]);

    // The preview shows exactly what readers see.
    await page.goto(`/preview?id=${id}`);
    await page.getByTestId('preview-page').getByTestId('article-body').waitFor();
    expect(await page.getByTestId('article-body').innerHTML()).toBe(readerHtml);
    expectNoConsoleErrors(errors);
  });

  it('speaks English in the editor toolbar, the list and the reader', async () => {
    const { page, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'agent', 'agent123');
    await switchLanguage(page, 'en-US');
    await page.goto('/knowledge/text-editor');
    await page.getByTestId('text-editor-page').waitFor();
    const toolbar = page.getByRole('toolbar', { name: 'Editor toolbar' });
    for (const name of ['Bold', 'Italic', 'Bullet list', 'Numbered list', 'Link', 'Insert image', 'Insert table', 'Undo', 'Redo']) {
      await toolbar.getByRole('button', { name, exact: true }).waitFor();
    }
    expect(await page.getByTestId('rte-words').textContent()).toBe('Words: 0');
    expect(await scanLanguage(page, 'en-US')).toEqual([]);

    await page.getByRole('button', { name: 'Article list' }).click();
    await page.getByTestId('artical-publish-page').waitFor();
    expect(await scanLanguage(page, 'en-US')).toEqual([]);

    await page.goto('/knowledge/surroundings');
    await page.getByTestId('knowledge-surroundings-page').getByText('Reservoir flood season checklist').click();
    await page.getByTestId('article-toc').waitFor();
    expect(await scanLanguage(page, 'en-US')).toEqual([]);
    expectNoConsoleErrors(errors);
  });
});
