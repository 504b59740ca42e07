import { expect, test, waitForHydration } from './fixtures.ts';

// Every journey runs under the store's Content-Security-Policy and fails on a violation (fixtures.ts);
// these two check the policy is really enforced and that the page still works under it.

test('when a page is served under the CSP, then it hydrates and navigates without reloading', async ({
  page,
}) => {
  const response = await page.goto('/');
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(policy).toContain("frame-ancestors 'self'");
  await waitForHydration(page);

  // A full page load would lose this mark; React Router's client-side navigation keeps it.
  await page.evaluate(() => {
    (window as { labmallMark?: boolean }).labmallMark = true;
  });
  await page.getByRole('banner').getByRole('link', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('手机号')).toBeVisible();
  expect(await page.evaluate(() => (window as { labmallMark?: boolean }).labmallMark)).toBe(true);
});

test('when a script without the nonce is added, then the browser blocks it and the journey sees it', async ({
  page,
  cspViolations,
  consoleProblems,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.labmallInjected = true;';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.length).toBe(2);
  expect(
    await page.evaluate(() => (window as { labmallInjected?: boolean }).labmallInjected),
  ).toBeUndefined();
  expect(cspViolations).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^console: .*Content Security Policy/),
      expect.stringMatching(/^securitypolicyviolation: script-src-elem blocked inline/),
    ]),
  );

  // Seen and checked: this test expected exactly these, so the automatic checks must not fail it.
  cspViolations.length = 0;
  consoleProblems.allow(/Content Security Policy/);
});
