import { expect, test, toasts, waitForHydration } from './fixtures.ts';
import { axeViolations, settled } from './purchasing-data.ts';

// Structure search (issue 37, item 4): a chemist finds reagents by a structure rather than a name.

const NITROBENZENE = 'c1ccccc1[N+](=O)[O-]';

test('when a member pastes a nitrobenzene SMILES and searches 子结构, then the demo nitroaromatics come with the match highlighted, and one goes into the 采购单', async ({
  page,
  login,
}) => {
  await login();
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('search').getByRole('link', { name: '结构式搜索', exact: true }).click();
  await expect(page).toHaveURL('/structure');
  await expect(page.getByRole('heading', { level: 1, name: '结构式搜索' })).toBeVisible();

  const form = page.getByRole('form', { name: '结构式查询' });
  await form.getByRole('textbox', { name: '结构式（SMILES 或 molfile）' }).fill(NITROBENZENE);
  await form.getByRole('radio', { name: '子结构', exact: true }).check();
  await form.getByRole('button', { name: '搜索', exact: true }).click();
  // A shareable address: the SMILES and the mode, nothing else.
  await expect(page).toHaveURL(
    `/structure?${new URLSearchParams({ q: NITROBENZENE, mode: 'substructure' })}`,
  );

  const results = page.getByRole('region', { name: '搜索结果' });
  await expect(results.getByRole('figure')).toContainText('C6H5NO2');
  const names = results.getByRole('heading', { level: 3 });
  await expect(names.filter({ hasText: /^硝基苯$/ })).toHaveCount(1);
  await expect(names.filter({ hasText: /^对硝基苯胺$/ })).toHaveCount(1);
  // Aniline has the ring but not the nitro group: not a match.
  await expect(names.filter({ hasText: /^苯胺$/ })).toHaveCount(0);
  // Each card's picture is the answer's drawing with the matched atoms highlighted, never the stored one.
  const picture = results.getByRole('img', { name: '硝基苯', exact: true });
  await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,/);
  // A member sees prices on the cards.
  await expect(results.locator('.lm-product-row').first()).toContainText('¥');
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);

  await results.getByRole('link', { name: '硝基苯', exact: true }).click();
  await expect(page).toHaveURL(/\/item\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '硝基苯' })).toBeVisible();
  const row = page.getByRole('table', { name: '包装规格' }).getByRole('row').nth(1);
  await row.getByRole('button', { name: '加入采购单' }).click();
  await expect(toasts(page)).toContainText('已加入采购单');
  await expect(page.getByRole('link', { name: /^我的采购单/ })).toHaveAccessibleName(/1 件货品/);
});

/** OpenChemLib's toolbar is one drawn canvas (ADR 0060): its benzene tool is the second column's tenth cell. */
const BENZENE_TOOL = { x: 34, y: 202 };

test('when a visitor on a phone draws a benzene ring in the editor and searches it 精确, then the box holds its SMILES and 苯 is found with its picture highlighted', async ({
  page,
}) => {
  // On a phone, where the editor is narrowest.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/structure');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: '结构式查询' });
  await form.getByRole('button', { name: '绘制结构式', exact: true }).click();
  const editor = form.getByRole('application', { name: '结构式编辑器' });
  const [toolbar, board] = [editor.locator('canvas').nth(0), editor.locator('canvas').nth(1)];
  await expect(board).toBeVisible();

  await toolbar.click({ position: BENZENE_TOOL });
  await board.click({ position: { x: 150, y: 150 } });
  // What is drawn is written into the box as SMILES, which is what the server reads.
  await expect(form.getByRole('textbox', { name: '结构式（SMILES 或 molfile）' })).toHaveValue('c1ccccc1');
  // The editor never widens a phone's page beyond its screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await form.getByRole('radio', { name: '精确', exact: true }).check();
  await form.getByRole('button', { name: '用绘制的结构搜索', exact: true }).click();
  await expect(page).toHaveURL(`/structure?${new URLSearchParams({ q: 'c1ccccc1', mode: 'exact' })}`);
  const results = page.getByRole('region', { name: '搜索结果' });
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(['苯']);
  await expect(results.getByRole('img', { name: '苯', exact: true })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml;charset=utf-8,/,
  );
  // A visitor sees no price.
  await expect(results).not.toContainText('¥');
});
