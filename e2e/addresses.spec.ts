import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { choose } from './antd-select.ts';
import { expect, test, toasts, waitForHydration } from './fixtures.ts';

// The user centre's receiving addresses (/user/receive) and invoice profiles (/user/invoice).

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const card = (page: Page, text: string): Locator => page.getByRole('article').filter({ hasText: text });

/** The 默认 tag of a card (its 设为默认 button says 默认 too). */
const defaultTag = (of: Locator) => of.getByText('默认', { exact: true });

/** axe measures contrast as painted: a dialog or message still fading in would fail it. */
async function axeViolations(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
            .length,
      ),
    )
    .toBe(0);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

test('when a member adds two addresses, sets the second default, edits and deletes, then the list follows', async ({
  page,
  login,
}) => {
  await login();
  await page.goto('/user/receive');
  await waitForHydration(page);
  await expect(page.getByText('未找到相关信息')).toBeVisible();

  // The first address: a province, a city and a county.
  await page.getByRole('button', { name: '新增收货地址' }).click();
  let form = dialog(page, '新增收货地址');
  await form.getByLabel('收货人').fill('张三');
  await form.getByLabel('联系电话').fill('13900001111');
  // Three levels from the start, the county waiting for a city.
  await expect(form.getByRole('combobox', { name: '区县' })).toBeDisabled();
  await choose(page, '省份', '广东省');
  await choose(page, '城市', '广州市');
  await choose(page, '区县', '天河区');
  await form.getByLabel('详细地址').fill('天河路 385 号 12 楼');
  await form.getByRole('button', { name: '保存地址' }).click();
  await expect(toasts(page)).toContainText('收货地址已添加');
  await expect(card(page, '张三')).toContainText('广东省 广州市 天河区 天河路 385 号 12 楼');
  await expect(defaultTag(card(page, '张三'))).toBeVisible();

  // The second: a municipality: 上海市 / 上海市 / 徐汇区, saved as 上海市 徐汇区.
  await page.getByRole('button', { name: '新增收货地址' }).click();
  form = dialog(page, '新增收货地址');
  await form.getByLabel('收货人').fill('李四');
  await form.getByLabel('联系电话').fill('021-54925000');
  await choose(page, '省份', '上海市');
  // A municipality has its own city level (GB/T 2260), then its districts.
  await choose(page, '城市', '上海市');
  await choose(page, '区县', '徐汇区');
  await form.getByLabel('详细地址').fill('零陵路 345 号');
  await form.getByLabel('邮政编码（选填）').fill('200032');
  await form.getByRole('button', { name: '保存地址' }).click();
  await expect(card(page, '李四')).toContainText('上海市 徐汇区 零陵路 345 号');
  await expect(card(page, '李四')).toContainText('邮编 200032');
  await expect(defaultTag(card(page, '李四'))).toHaveCount(0);

  // 李四 becomes the default and moves to the top.
  await card(page, '李四')
    .getByRole('button', { name: /设为默认/ })
    .click();
  await expect(toasts(page)).toContainText('已设为默认地址');
  await expect(page.getByRole('article').first()).toContainText('李四');
  await expect(defaultTag(card(page, '李四'))).toBeVisible();
  await expect(defaultTag(card(page, '张三'))).toHaveCount(0);

  // Edit 张三: another county, a landline; the form opens with the saved regions.
  await card(page, '张三').getByRole('button', { name: /编辑/ }).click();
  form = dialog(page, '编辑收货地址');
  await expect(form.getByRole('combobox', { name: '区县' })).toBeVisible();
  await expect(form.getByText('天河区')).toBeVisible();
  await form.getByLabel('收货人').fill('张三丰');
  await choose(page, '区县', '越秀区');
  await form.getByRole('button', { name: '保存地址' }).click();
  await expect(toasts(page)).toContainText('收货地址已保存');
  await expect(card(page, '张三丰')).toContainText('广东省 广州市 越秀区');

  // Delete the default: the other one becomes default.
  await card(page, '李四').getByRole('button', { name: /删除/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(toasts(page)).toContainText('收货地址已删除');
  await expect(card(page, '李四')).toHaveCount(0);
  await expect(defaultTag(card(page, '张三丰'))).toBeVisible();
});

test('when an address form is sent incomplete, then each field says what is missing', async ({
  page,
  login,
}) => {
  await login();
  await page.goto('/user/receive');
  await waitForHydration(page);
  await page.getByRole('button', { name: '新增收货地址' }).click();
  const form = dialog(page, '新增收货地址');
  await form.getByLabel('联系电话').fill('12345');
  await form.getByLabel('邮政编码（选填）').fill('2000');
  await form.getByRole('button', { name: '保存地址' }).click();
  await expect(form.getByText('请输入收货人')).toBeVisible();
  await expect(form.getByText('请输入正确的联系电话（手机或座机）')).toBeVisible();
  await expect(form.getByText('请选择所在省份')).toBeVisible();
  await expect(form.getByText('请输入详细地址')).toBeVisible();
  await expect(form.getByText('邮政编码为6位数字')).toBeVisible();
});

test('when a member saves a 增值税专用发票 profile whose taxpayer number fails its check character, then it is saved with the warning shown', async ({
  page,
  login,
}) => {
  await login();
  await page.goto('/user/invoice');
  await waitForHydration(page);
  await expect(page.getByText('未找到相关信息')).toBeVisible();
  await page.getByRole('button', { name: '新增发票信息' }).click();
  const form = dialog(page, '新增发票信息');
  await form.getByText('增值税专用发票').click();
  await expect(form.getByRole('radio', { name: '个人' })).toBeDisabled();
  await form.getByLabel('单位全称（发票抬头）').fill('上海有机化学研究所');
  await form.getByLabel('纳税人识别号').fill('91310000MA1FL0000X');
  await form.getByLabel('注册地址').click();
  await expect(form.getByText('纳税人识别号校验位不符')).toBeVisible();
  await form.getByLabel('注册地址').fill('上海市徐汇区零陵路 345 号');
  await form.getByLabel('注册电话').fill('021-54925000');
  await form.getByLabel('开户银行').fill('中国银行上海徐汇支行');
  await form.getByLabel('银行账号').fill('6222 0202 0000 1234 567');
  await form.getByLabel('接收邮箱（选填）').fill('finance@example.com');
  await form.getByRole('button', { name: '保存发票信息' }).click();
  await expect(toasts(page)).toContainText('发票信息已添加');
  await expect(page.getByRole('alert')).toContainText('纳税人识别号校验位不符');
  const saved = card(page, '上海有机化学研究所');
  await expect(saved).toContainText('增值税专用发票');
  await expect(saved).toContainText('91310000MA1FL0000X');
  await expect(saved).toContainText('6222020200001234567');
  await expect(defaultTag(saved)).toBeVisible();
  await expect(saved.getByRole('note')).toContainText('纳税人识别号校验位不符');

  // A personal 普通发票 beside it; then it becomes the default.
  await page.getByRole('button', { name: '新增发票信息' }).click();
  const second = dialog(page, '新增发票信息');
  await second.getByRole('radio', { name: '个人' }).check();
  await second.getByLabel('个人姓名').fill('张三');
  await second.getByRole('button', { name: '保存发票信息' }).click();
  await expect(card(page, '张三')).toContainText('增值税普通发票');
  await card(page, '张三')
    .getByRole('button', { name: /设为默认/ })
    .click();
  await expect(page.getByRole('article').first()).toContainText('张三');
});

for (const width of [1366, 375]) {
  test(`when the address and invoice pages load at ${width} px, then axe finds no violations`, async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await login();
    await page.goto('/user/receive');
    await waitForHydration(page);
    await page.getByRole('button', { name: '新增收货地址' }).click();
    const form = dialog(page, '新增收货地址');
    await form.getByLabel('收货人').fill('王五');
    await form.getByLabel('联系电话').fill('13900002222');
    await choose(page, '省份', '北京市');
    await choose(page, '城市', '北京市');
    await choose(page, '区县', '海淀区');
    await form.getByLabel('详细地址').fill('中关村大街 1 号');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: '保存地址' }).click();
    await expect(card(page, '王五')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/user/invoice');
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '新增发票信息' }).click();
    const invoiceForm = dialog(page, '新增发票信息');
    await invoiceForm.getByText('增值税专用发票').click();
    // The check-character warning under the field must be readable too.
    await invoiceForm.getByLabel('纳税人识别号').fill('91310000MA1FL0000X');
    await invoiceForm.getByLabel('注册地址').click();
    await expect(invoiceForm.getByText('纳税人识别号校验位不符')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
