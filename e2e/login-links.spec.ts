import { expect, test, waitForHydration } from './fixtures.ts';

// SPEC §3: the login page's own links (pc_login_bottom_nav, from /sys/config) show at its foot
// (issue 40, item 5). The demo configuration has 关于我们, 联系我们 and 常见问题.

test('when a visitor opens /login, then its own links show at the foot and lead to their pages', async ({
  page,
}) => {
  await page.goto('/login');
  await waitForHydration(page);
  const links = page.getByRole('navigation', { name: '登录页链接' });
  await expect(links.getByRole('link')).toHaveText(['关于我们', '联系我们', '常见问题']);
  await expect(links.getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '/about/3');
  await links.getByRole('link', { name: '关于我们' }).click();
  await expect(page).toHaveURL(/\/about\/1$/);
});
