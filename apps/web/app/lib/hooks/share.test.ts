import { describe, expect, it } from 'vitest';
import { shareUrl } from './share';

const page = { url: 'https://shop.test/item/12?from=list&x=a b', title: '无水乙醇 AR 500ml - 蓝标实验商城' };

describe('share links', () => {
  it('when sharing to Weibo, then the share page gets the encoded address and title', () => {
    const url = new URL(shareUrl('weibo', page));
    expect(`${url.origin}${url.pathname}`).toBe('https://service.weibo.com/share/share.php');
    expect(url.searchParams.get('url')).toBe(page.url);
    expect(url.searchParams.get('title')).toBe(page.title);
    expect(shareUrl('weibo', page)).toContain(
      'url=https%3A%2F%2Fshop.test%2Fitem%2F12%3Ffrom%3Dlist%26x%3Da%20b',
    );
  });

  it('when sharing to QZone, then the one-key share page gets the address and title', () => {
    const url = new URL(shareUrl('qzone', page));
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey',
    );
    expect(url.searchParams.get('url')).toBe(page.url);
    expect(url.searchParams.get('title')).toBe(page.title);
  });
});
