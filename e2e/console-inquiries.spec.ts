import { pick } from './antd-select.ts';
import { shootBoth, signInStaff } from './console-session.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { axeViolations } from './purchasing-data.ts';
import { operatorSession, storeObj } from './store-api.ts';

/*
 * 询价登记 in the console (issue 33 item 10): from the 工作台's 未处理询价 to the open inquiries, one
 * inquiry's drawer, 分配 to a staff member, 回复; the buyer reads the answer in 我的询价.
 */

test('when an operator assigns and answers an open inquiry in the console, then it shows 已回复 and the buyer reads the answer', async ({
  page,
  context,
  baseURL,
  login,
}) => {
  const member = await login();
  const name = `氘代甲苯 ${Date.now() % 100_000}`;
  const inquiry = { name, cas: '2037-26-5', quantity: '10 瓶', contact: '王老师 010-62345678' };
  await storeObj(baseURL!, 'POST', '/inquiry/create', inquiry, member.session);

  await signInStaff(context, baseURL!, await operatorSession(baseURL!));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByRole('link', { name: /未处理询价/ }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?state=open$/);
  await waitForHydration(page);
  await expect(page.getByLabel('状态')).toHaveValue('open');
  const listed = page.getByRole('region', { name: '询价列表' });
  const row = listed.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('待回复');
  await expect(row).toContainText('未分配');
  expect(await axeViolations(page)).toEqual([]);
  await shootBoth(page, 'console-inquiries');

  // The drawer: what the buyer asked; 分配 to the signed-in administrator (测试运营).
  await row.getByRole('button', { name }).click();
  const drawer = page.getByRole('dialog', { name: `询价：${name}` });
  await expect(drawer).toContainText('2037-26-5');
  await expect(drawer).toContainText('王老师 010-62345678');
  await pick(drawer, '分配给', '测试运营');
  await drawer.getByRole('button', { name: '分配', exact: true }).click();
  await expect(page.getByText('已分配给测试运营')).toBeVisible();
  await expect(row).toContainText('测试运营');
  expect(await axeViolations(page)).toEqual([]);

  // 回复: the answer, then the drawer and the row say 已回复.
  await drawer.getByLabel(/回复内容/).fill('有现货，¥320/瓶，三个工作日内发货');
  await drawer.getByRole('button', { name: '回复', exact: true }).click();
  await expect(page.getByText('已回复，买家将收到通知')).toBeVisible();
  await expect(drawer.getByRole('button', { name: '回复', exact: true })).toHaveCount(0);
  await expect(drawer).toContainText('状态已回复');
  await expect(drawer).toContainText('回复内容有现货，¥320/瓶，三个工作日内发货');
  await expect(drawer).toContainText('回复人测试运营');
  await page.screenshot({ path: 'test-results/console-inquiry-drawer-1366.png' });
  await page.setViewportSize({ width: 375, height: 812 });
  // On a phone the drawer takes the screen's width, no more.
  await expect(page.locator('.ant-drawer-content-wrapper')).toHaveCSS('width', '375px');
  await page.screenshot({ path: 'test-results/console-inquiry-drawer-375.png' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await drawer.getByRole('button', { name: /关闭|Close/ }).click();
  // The list is of open ones: the answered inquiry has left it; under 已回复 it is found.
  await expect(row).toHaveCount(0);
  await page.getByLabel('状态').selectOption('answered');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/state=answered/);
  await expect(listed.getByRole('row', { name: new RegExp(name) })).toContainText('已回复');

  const mine = await storeObj<{ list: { name: string; state: string; answer: string }[] }>(
    baseURL!,
    'GET',
    '/user/inquiries',
    {},
    member.session,
  );
  expect(mine.list.find((one) => one.name === name)).toMatchObject({
    state: 'answered',
    answer: '有现货，¥320/瓶，三个工作日内发货',
  });
});
