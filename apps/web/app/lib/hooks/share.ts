/** The two share targets of SPEC §2's article and product pages. */
export type ShareTarget = 'weibo' | 'qzone';

const SHARE_ENDPOINTS: Record<ShareTarget, string> = {
  weibo: 'https://service.weibo.com/share/share.php',
  qzone: 'https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey',
};

/** The share page of `target` for a page's address and title, both percent-encoded. */
export function shareUrl(target: ShareTarget, page: { url: string; title: string }): string {
  return `${SHARE_ENDPOINTS[target]}?url=${encodeURIComponent(page.url)}&title=${encodeURIComponent(page.title)}`;
}

/** Window features for the share window: no `window.opener` for the other site. */
export const SHARE_WINDOW_FEATURES = 'noopener';
