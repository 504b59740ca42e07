import { shootBoth, signInStaff } from './console-session.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations } from './purchasing-data.ts';
import { staffSession } from './store-api.ts';
import { PNG } from './test-files.ts';

// 内容 (issue 34 item 6): an article written in the console's editor, its picture uploaded and the
// draft previewed, reaches /article, sanitised.

test('when 内容 staff publish an article with an uploaded image and a link, then the preview and /article show both made safe', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const title = `控制台文章${Date.now() % 1_000_000}`;
  await signInStaff(context, baseURL!, await staffSession(baseURL!, ['内容']));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/content/articles');
  await waitForHydration(page);
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: '写文章' }).click();
  await expect(page.getByRole('heading', { name: '写文章' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('标题').fill(title);
  await page.getByLabel('摘要').fill('控制台发布的资讯');

  const body = page.getByRole('textbox', { name: '正文' });
  await body.click();
  await page.keyboard.type('参见操作指南');
  await page.keyboard.press('Shift+Home');
  await page.getByLabel('链接或图片地址（/ 开头为本站，或 https://）').fill('https://example.com/guide');
  await page.getByRole('button', { name: '选中文字设为链接' }).click();
  await body.press('End');
  await body.press('Enter');
  await page.getByLabel('图片说明（替代文字）').fill('实验耗材');
  await page
    .locator('.lm-rich__insert input[type="file"]')
    .setInputFiles({ name: '耗材.png', mimeType: 'image/png', buffer: PNG });
  await expect(body.getByRole('img', { name: '实验耗材' })).toHaveAttribute('src', /^\/media\/o\/content\//);
  await expect(body.getByRole('link', { name: '参见操作指南' })).toBeVisible();
  await expect(page.getByRole('list', { name: '已选文件' })).toBeHidden();

  // 预览 before anything is saved: the storefront's rendering of the sanitised body, in a dialog.
  await page.getByRole('button', { name: '预览', exact: true }).click();
  const preview = page.getByRole('dialog', { name: /预览/ });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('img', { name: '实验耗材' })).toHaveAttribute(
    'src',
    /^\/media\/o\/content\//,
  );
  await expect(preview.getByRole('link', { name: '参见操作指南' })).toHaveAttribute(
    'rel',
    'nofollow noopener noreferrer',
  );
  await shootBoth(page, 'console-article-preview');
  await preview.getByRole('button', { name: /关闭|Close/ }).click();
  await expect(preview).toBeHidden();

  await page.getByLabel('立即发布').check();
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(toasts(page)).toContainText(`已发布「${title}」`);
  await expect(page).toHaveURL(/\/admin\/content\/articles\/\d+$/);
  await expect(page.getByRole('link', { name: '打开前台页面' })).toBeVisible();
  await shootBoth(page, 'console-article');

  await page.goto('/article');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const image = page.getByRole('img', { name: '实验耗材' });
  await expect(image).toHaveAttribute('src', /^\/media\/o\/content\//);
  // The picture loads for a visitor's page: /media redirects to the stored file.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The sanitiser's mark: another site's link opens apart and gets no referrer.
  const link = page.getByRole('link', { name: '参见操作指南' });
  await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  await expect(link).toHaveAttribute('target', '_blank');
});
