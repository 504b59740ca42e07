import { useEffect } from 'react';
import { chatText as t } from './chat-text';
import { blinkTitle } from './chat-thread';

/** While `on`, the tab's title alternates 「【新消息】…」 with the page's own, so a hidden tab shows it. */
export function useTitleBlink(on: boolean) {
  useEffect(() => {
    if (!on) return;
    // The page's title may change while blinking (a navigation): strip our prefix rather than remember it.
    const base = () => document.title.replace(t.newMessageTitle, '');
    let tick = 0;
    document.title = blinkTitle(base(), tick, t.newMessageTitle);
    const timer = window.setInterval(() => {
      tick += 1;
      document.title = blinkTitle(base(), tick, t.newMessageTitle);
    }, 1000);
    return () => {
      window.clearInterval(timer);
      document.title = base();
    };
  }, [on]);
}
