import { type LinkParams, resolveLink } from '@labmall/rules';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../frame/icons';
import { homeMessages } from './home-messages';
import type { HomeBanner } from './types';

const t = homeMessages.carousel;
const INTERVAL_MS = 5000;
/** The carousel's rendered width: the container beside the group menu on a desktop, the screen on a phone. */
export const BANNER_SIZES = '(min-width: 1024px) 940px, calc(100vw - 32px)';

/**
 * The home carousel (WAI-ARIA carousel pattern). The server renders the first slide with the others
 * hidden, so without JavaScript it is a plain linked picture; after hydration it rotates every 5 s,
 * pauses while hovered or focused and for good with the pause button, and never starts moving for a
 * visitor who asked for reduced motion. The frame keeps its aspect ratio, so nothing shifts.
 */
export function BannerCarousel({ banners }: { banners: readonly HomeBanner[] }) {
  const [active, setActive] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);
  const id = useId();
  const root = useRef<HTMLElement>(null);
  const count = banners.length;

  useEffect(() => {
    setHydrated(true);
    setPlaying(count > 1 && !window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, [count]);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, held, count]);

  const go = useCallback((index: number) => setActive(((index % count) + count) % count), [count]);

  if (count === 0) return null;
  const first = banners[0]!;
  return (
    <section
      ref={root}
      className="lm-carousel"
      aria-roledescription="carousel"
      aria-label={t.label}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHeld(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div
        id={`${id}-slides`}
        className="lm-carousel__slides"
        style={{ aspectRatio: `${first.width} / ${first.height}` }}
        aria-live={playing && !held ? 'off' : 'polite'}
      >
        {banners.map((banner, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group; a fieldset is for form controls
          <div
            key={banner.id}
            className="lm-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t.slide(index + 1, count)}
            hidden={index !== active}
          >
            <Link
              to={resolveLink(banner.link.type, banner.link.params as LinkParams)}
              className="lm-carousel__link"
            >
              <img
                src={banner.image}
                srcSet={banner.image_srcset || undefined}
                sizes={banner.image_srcset ? BANNER_SIZES : undefined}
                width={banner.width}
                height={banner.height}
                alt={banner.alt}
                // The first slide is the page's largest paint: fetched first. The rest wait until shown.
                {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            </Link>
          </div>
        ))}
      </div>
      {/* Rendered empty by the server: on a phone the row sits under the picture and keeps its height. */}
      {count > 1 && (
        <div className="lm-carousel__controls" hidden={!hydrated}>
          <button
            type="button"
            className="lm-carousel__button"
            aria-controls={`${id}-slides`}
            onClick={() => setPlaying((p) => !p)}
          >
            <Icon name={playing ? 'pause' : 'play'} size={16} />
            <span className="lm-sr-only">{playing ? t.pause : t.play}</span>
          </button>
          <button
            type="button"
            className="lm-carousel__button"
            aria-controls={`${id}-slides`}
            onClick={() => go(active - 1)}
          >
            <Icon name="chevronLeft" size={16} />
            <span className="lm-sr-only">{t.previous}</span>
          </button>
          <ol className="lm-carousel__dots">
            {banners.map((banner, index) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className="lm-carousel__dot"
                  aria-controls={`${id}-slides`}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => go(index)}
                >
                  <span className="lm-sr-only">{t.goTo(index + 1)}</span>
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="lm-carousel__button"
            aria-controls={`${id}-slides`}
            onClick={() => go(active + 1)}
          >
            <Icon name="chevronRight" size={16} />
            <span className="lm-sr-only">{t.next}</span>
          </button>
        </div>
      )}
    </section>
  );
}
