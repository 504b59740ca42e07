import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations } from './purchasing-data.ts';
import { operatorSession, storeObj } from './store-api.ts';

/*
 * 询价 answered (issue 33, item 10): a member leaves an inquiry from a search that found nothing, the
 * merchant's staff answers it through the operator API, and the member reads the answer in 我的询价.
 * Assignment, the one-answer rule and the texts are API tests (apps/api/src/inquiries).
 */

test('when a member’s inquiry is answered, then 我的询价 shows it as 已回复 with the answer', async ({
  page,
  baseURL,
  login,
}) => {
  await login();
  const name = `氘代苯乙琴 ${Date.now() % 100_000}`;
  await page.goto(`/list?keyword=${encodeURIComponent('苯乙琴')}`);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: '没找到？告诉我们您要的商品' });
  await form.getByLabel('商品名称').fill(name);
  await form.getByLabel('需要数量').fill('5 g');
  await form.getByLabel('手机、电话或邮箱').fill('010-62345678');
  await form.getByRole('button', { name: '提交询价' }).click();
  const sent = page.getByRole('status').filter({ hasText: '已收到您的询价' });
  await sent.getByRole('link', { name: '我的询价' }).click();

  await expect(page).toHaveURL(/\/user\/inquiry$/);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('待回复');

  const operator = await operatorSession(baseURL!);
  const { list } = await storeObj<{ list: { id: number; name: string }[] }>(
    baseURL!,
    'GET',
    '/admin/inquiries',
    { state: 'open', pageSize: 100 },
    operator,
  );
  const id = list.find((row) => row.name === name)!.id;
  await storeObj(
    baseURL!,
    'POST',
    '/admin/inquiries/answer',
    { id, answer: '可订货，¥1,280/5 g，货期两周' },
    operator,
  );

  await page.reload();
  await expect(card).toContainText('已回复');
  await expect(card.getByRole('heading', { name: '商家回复' })).toBeVisible();
  await expect(card).toContainText('可订货，¥1,280/5 g，货期两周');
  expect(await axeViolations(page)).toEqual([]);
});
