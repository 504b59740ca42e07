import { lazy, Suspense, useEffect } from 'react';
import { api } from '../../lib/api/browser';
import { messages } from '../../messages';
import { Icon } from '../frame/icons';
import { hasChatted, openChat, setChatUnread, useChatState } from './chat-store';
import { watchChatUnread } from './chat-unread';

const t = messages.sideBar;

// The panel, its stream and its styles load only when a buyer first opens it: the public pages'
// first-load JavaScript does not grow (DESIGN §10's budget, bench:bundle).
const ChatPanel = lazy(() => import('./chat-panel'));

function UnreadBadge({ unread }: { unread: number }) {
  if (unread <= 0) return null;
  return (
    <>
      <span className="lm-chat-badge" aria-hidden="true" data-testid="chat-unread">
        {unread > 99 ? '99+' : unread}
      </span>
      <span className="lm-sr-only">{messages.header.unreadMessages(unread)}</span>
    </>
  );
}

/** 在线客服 in the side bar (and the phone menu): opens the chat panel, shows its unread count. */
export function ChatButton({ className }: { className: string }) {
  const { open, unread } = useChatState();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={openChat}
    >
      <Icon name="service" />
      <span className="lm-sidebar__label">{t.customerService}</span>
      <UnreadBadge unread={unread} />
    </button>
  );
}

/** The phone menu's text entry (the side bar is hidden on phones). */
export function ChatMenuButton() {
  const { unread } = useChatState();
  return (
    <button type="button" className="lm-topbar__chat" aria-haspopup="dialog" onClick={openChat}>
      {t.customerService}
      <UnreadBadge unread={unread} />
    </button>
  );
}

/**
 * Until the panel is started, the badge comes from `/chat/unread` (members, and visitors who chatted
 * on this browser); from then on the panel's stream counts, so the two never add up.
 */
function useUnreadBeforePanel(member: boolean, userKey: string, started: boolean) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: another person (userKey) has another count
  useEffect(() => {
    if (started) return;
    if (!member && !hasChatted(() => window.localStorage)) {
      setChatUnread(0);
      return;
    }
    return watchChatUnread(
      {
        ask: () => api.get('/chat/unread', {}, { quiet: true }).then((answer) => answer.unread),
        visible: () => document.visibilityState === 'visible',
        onVisible: (listener) => {
          document.addEventListener('visibilitychange', listener);
          return () => document.removeEventListener('visibilitychange', listener);
        },
        every: (ms, tick) => {
          const timer = window.setInterval(tick, ms);
          return () => window.clearInterval(timer);
        },
      },
      setChatUnread,
    );
  }, [member, userKey, started]);
}

/** Mounted once by the frame: nothing until the panel is first opened, then the panel for good. */
export function ChatHost({ member, userKey }: { member: boolean; userKey: string }) {
  const { started } = useChatState();
  useUnreadBeforePanel(member, userKey, started);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel key={userKey} member={member} />
    </Suspense>
  );
}
