import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';

/** Why a pop-up is open: a hover closes again when the mouse leaves, a click stays until dismissed. */
type OpenReason = 'hover' | 'focus' | 'click' | null;

/** Leaving the trigger for the panel crosses a small gap: do not close on the way. */
const HOVER_CLOSE_MS = 150;

const FOCUSABLE = 'a[href], button:not([disabled])';

/** The visible focusable items of a panel, in document order. */
export function focusableIn(panel: HTMLElement | null): HTMLElement[] {
  if (!panel) return [];
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
}

/** Moves focus among `items` for ArrowUp/ArrowDown/Home/End; returns whether the key was handled. */
export function moveFocus(items: HTMLElement[], key: string): boolean {
  if (items.length === 0) return false;
  const current = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (key === 'ArrowDown') next = current < 0 ? 0 : (current + 1) % items.length;
  else if (key === 'ArrowUp')
    next = current < 0 ? items.length - 1 : (current - 1 + items.length) % items.length;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = items.length - 1;
  else return false;
  items[next]?.focus();
  return true;
}

/**
 * A disclosure pop-up (drop-down, flyout, tooltip) that opens on mouse hover, on click or Enter, and,
 * with `openOnFocus`, on keyboard focus; Escape, a click outside, focus leaving it or a navigation
 * close it. ArrowDown on the trigger opens it and focuses the first item; arrows move through items.
 * Hover is tracked for mouse pointers only, so a tap on a touch screen behaves as a click.
 */
export function usePopover({ openOnFocus = false }: { openOnFocus?: boolean } = {}) {
  const [reason, setReason] = useState<OpenReason>(null);
  const open = reason !== null;
  const rootRef = useRef<HTMLElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const { key: locationKey } = useLocation();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setReason(null);
  }, []);

  // A link inside was followed: the header stays mounted, its pop-ups must not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input
  useEffect(() => {
    close();
  }, [locationKey, close]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) {
      const items = focusableIn(panelRef.current);
      (target === 'first' ? items[0] : items.at(-1))?.focus();
    }
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    // Hover content must be dismissible where focus is not inside it too (WCAG 1.4.13); inside, the
    // root's own handler does it and returns focus to the trigger.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !rootRef.current?.contains(document.activeElement)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const openWith = (next: Exclude<OpenReason, null>, focus: 'first' | 'last' | null = null) => {
    cancelClose();
    focusOnOpen.current = focus;
    setReason((current) => (current === 'click' ? current : next));
  };

  const rootProps = {
    ref: (el: HTMLElement | null) => {
      rootRef.current = el;
    },
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') {
        cancelClose();
        setReason((current) => current ?? 'hover');
      }
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      cancelClose();
      closeTimer.current = setTimeout(() => setReason((r) => (r === 'hover' ? null : r)), HOVER_CLOSE_MS);
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !event.currentTarget.contains(next)) close();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        close();
        triggerRef.current?.focus();
      }
    },
  };

  const triggerProps = {
    ref: (el: HTMLButtonElement | null) => {
      triggerRef.current = el;
    },
    type: 'button' as const,
    'aria-expanded': open,
    // A hover-opened pop-up is pinned by the click that follows; a pinned one closes.
    onClick: () => setReason((current) => (current === 'click' ? null : 'click')),
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      if (openOnFocus && event.currentTarget.matches(':focus-visible')) openWith('focus');
    },
    onBlur: () => {
      if (openOnFocus) setReason((r) => (r === 'focus' ? null : r));
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const edge = event.key === 'ArrowDown' ? 'first' : 'last';
        if (open) {
          const items = focusableIn(panelRef.current);
          (edge === 'first' ? items[0] : items.at(-1))?.focus();
        } else openWith('click', edge);
      }
    },
  };

  const panelProps = {
    ref: (el: HTMLElement | null) => {
      panelRef.current = el;
    },
    hidden: !open,
    onKeyDown: (event: KeyboardEvent) => {
      if (moveFocus(focusableIn(panelRef.current), event.key)) event.preventDefault();
    },
  };

  return { open, close, rootProps, triggerProps, panelProps, triggerRef, panelRef };
}
