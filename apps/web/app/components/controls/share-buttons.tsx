import { SHARE_WINDOW_FEATURES, type ShareTarget, shareUrl } from '../../lib/hooks/share';
import { controlMessages } from '../../messages';

export interface ShareButtonsProps {
  /** Defaults to the page's own address and title, read at click time. */
  url?: string;
  title?: string;
  className?: string;
}

const TARGETS: { target: ShareTarget; text: string; label: string }[] = [
  { target: 'weibo', text: controlMessages.share.weibo, label: controlMessages.share.weiboLabel },
  { target: 'qzone', text: controlMessages.share.qzone, label: controlMessages.share.qzoneLabel },
];

/**
 * Share to Weibo and QZone: each opens the site's share page in a new window (without `opener`).
 * Buttons, not links: the address is only known in the browser, so nothing differs between the
 * server's markup and the hydrated page.
 */
export function ShareButtons({ url, title, className }: ShareButtonsProps) {
  const open = (target: ShareTarget) => {
    const page = { url: url ?? window.location.href, title: title ?? document.title };
    window.open(shareUrl(target, page), '_blank', SHARE_WINDOW_FEATURES);
  };
  return (
    // Each button names its target in full (分享到新浪微博), so the visible 分享到 is not read twice.
    <div className={['lm-share', className].filter(Boolean).join(' ')}>
      <span className="lm-share__label" aria-hidden="true">
        {controlMessages.share.label}
      </span>
      {TARGETS.map(({ target, text, label }) => (
        <button
          key={target}
          type="button"
          className={`lm-share__button lm-share__button--${target}`}
          aria-label={label}
          onClick={() => open(target)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
