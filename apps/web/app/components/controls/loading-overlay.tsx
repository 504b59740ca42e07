import { LOADING_OVERLAY_MS, messages } from '@labmall/rules';
import { useEffect, useRef, useState } from 'react';
import { OverlayController, type OverlayView } from '../../lib/hooks/overlay';

const OVERLAY_CLASS = 'lm-overlay';

/**
 * The imperative overlay draws plain DOM appended to <body> (styled by app.css), so it needs no host
 * component in the tree and works from any code path, like antd's own static feedback.
 */
function domView(): OverlayView {
  const root = document.createElement('div');
  root.className = OVERLAY_CLASS;
  root.setAttribute('role', 'status');
  const spinner = document.createElement('span');
  spinner.className = `${OVERLAY_CLASS}__spinner`;
  spinner.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  label.className = `${OVERLAY_CLASS}__text`;
  root.append(spinner, label);
  return {
    show(text) {
      label.textContent = text;
      if (!root.isConnected) document.body.append(root);
    },
    hide() {
      root.remove();
    },
  };
}

const overlay = new OverlayController(domView);

/**
 * Covers the page with 加载中... (or `text`) until `hideLoading()`, or for at most 10000 ms. Browser
 * only: call it from event handlers and effects, never while rendering.
 */
export function showLoading(text?: string): void {
  overlay.show(text);
}

export function hideLoading(): void {
  overlay.hide();
}

export interface LoadingOverlayProps {
  open: boolean;
  text?: string;
  /** Called when the overlay closes itself after 10000 ms while `open` is still true. */
  onTimeout?: () => void;
}

/** The same overlay, declaratively: shown while `open`, but for at most 10000 ms each time it opens. */
export function LoadingOverlay({ open, text = messages.LOADING, onTimeout }: LoadingOverlayProps) {
  const [expired, setExpired] = useState(false);
  const latestOnTimeout = useRef(onTimeout);
  useEffect(() => {
    latestOnTimeout.current = onTimeout;
  });

  useEffect(() => {
    if (!open) return;
    setExpired(false);
    const timer = setTimeout(() => {
      setExpired(true);
      latestOnTimeout.current?.();
    }, LOADING_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  if (!open || expired) return null;
  return (
    <div className={OVERLAY_CLASS} role="status">
      <span className={`${OVERLAY_CLASS}__spinner`} aria-hidden="true" />
      <span className={`${OVERLAY_CLASS}__text`}>{text}</span>
    </div>
  );
}
