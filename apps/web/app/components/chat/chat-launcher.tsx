import { lazy, Suspense } from 'react';
import { messages } from '../../messages';
import { Icon } from '../frame/icons';
import { openChat, useChatState } from './chat-store';

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

/** Mounted once by the frame: nothing until the panel is first opened, then the panel for good. */
export function ChatHost({ member, userKey }: { member: boolean; userKey: string }) {
  const { started } = useChatState();
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel key={userKey} member={member} />
    </Suspense>
  );
}
