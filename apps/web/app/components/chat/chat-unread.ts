/**
 * The 在线客服 badge before the panel is first opened (the panel's stream counts after that): ask
 * `/chat/unread` now, when the tab comes back into view, and each minute while it is in view.
 * Kept apart from the browser so its timing can be tested without one.
 */
export const UNREAD_EVERY_MS = 60_000;

export interface UnreadWatchEnv {
  ask: () => Promise<number>;
  visible: () => boolean;
  /** Calls `listener` when the tab comes into view; returns how to stop. */
  onVisible: (listener: () => void) => () => void;
  /** Calls `tick` every `ms`; returns how to stop. */
  every: (ms: number, tick: () => void) => () => void;
}

/** Starts watching; the returned stop also drops an answer still on its way (the panel owns the count then). */
export function watchChatUnread(env: UnreadWatchEnv, report: (unread: number) => void): () => void {
  let stopped = false;
  let asking = false;
  const ask = () => {
    if (stopped || asking || !env.visible()) return;
    asking = true;
    env.ask().then(
      (unread) => {
        asking = false;
        if (!stopped) report(unread);
      },
      // A failed poll changes nothing; the next one tries again.
      () => {
        asking = false;
      },
    );
  };
  ask();
  const stopVisible = env.onVisible(ask);
  const stopTimer = env.every(UNREAD_EVERY_MS, ask);
  return () => {
    stopped = true;
    stopVisible();
    stopTimer();
  };
}
