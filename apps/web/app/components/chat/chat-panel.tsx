import './chat.css';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ChatBubble } from './chat-bubble';
import { ChatComposer } from './chat-composer';
import { closeChat, rememberChatted, useChatState } from './chat-store';
import { chatText as t } from './chat-text';
import { useChat } from './use-chat';
import { useTitleBlink } from './use-title-blink';

function usePageVisible() {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * The 在线客服 panel (issue 36): bottom-right on desktop, a full-screen sheet on phones. Loaded on first
 * open and kept mounted (hidden when closed) so its stream goes on counting unread for the badge.
 */
export default function ChatPanel({ member }: { member: boolean }) {
  const { open } = useChatState();
  const visible = usePageVisible();
  const seen = open && visible;
  const chat = useChat({ seen });
  useTitleBlink(chat.fresh > 0 && !seen);
  const list = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const restoreFrom = useRef<number | null>(null);

  // A visitor's conversation exists now, so later pages ask for its unread count before the panel
  // loads; a member's /chat/open took over any visitor's conversation (and cleared its cookie).
  useEffect(() => {
    if (chat.status === 'ready') rememberChatted(() => window.localStorage, !member);
  }, [chat.status, member]);

  // The buyer opened the panel to write: the text box takes focus each time it opens.
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open && chat.status === 'ready') panel.current?.querySelector('textarea')?.focus();
  }, [open, chat.status]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeChat();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  // New messages keep the view at the bottom; older ones loaded above keep what the buyer was reading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the messages or visibility change
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (restoreFrom.current !== null) {
      el.scrollTop = el.scrollHeight - restoreFrom.current;
      restoreFrom.current = null;
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [chat.messages, open]);

  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    if (el.scrollTop < 40 && chat.older === 'more') {
      restoreFrom.current = el.scrollHeight - el.scrollTop;
      void chat.loadOlder().then((loaded) => {
        if (!loaded) restoreFrom.current = null;
      });
    }
  };

  const { online, hours } = chat.conversation;
  return (
    <section
      ref={panel}
      className="lm-chat"
      role="dialog"
      aria-label={t.title}
      hidden={!open}
      data-testid="chat-panel"
    >
      <div className="lm-chat__head">
        <h2 className="lm-chat__title">{t.title}</h2>
        {chat.status === 'ready' && (
          <span className={`lm-chat__presence${online ? '' : ' lm-chat__presence--off'}`}>
            {online ? t.online : t.offline}
          </span>
        )}
        <button type="button" className="lm-chat__close" onClick={closeChat} aria-label={t.close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {chat.status === 'ready' && !online && (
        <p className="lm-chat__notice" role="note">
          {t.offlineNotice}
          {hours ? <span className="lm-chat__hours">{t.hours(hours)}</span> : null}
        </p>
      )}
      <div
        className="lm-chat__messages"
        ref={list}
        onScroll={onScroll}
        role="log"
        aria-label={t.messagesLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls; keyboard users need to reach it
        tabIndex={0}
      >
        {chat.status === 'loading' && <p className="lm-chat__state">{t.loading}</p>}
        {chat.status === 'failed' && (
          <p className="lm-chat__state">
            {t.loadFailed}
            <button type="button" className="lm-chat__link" onClick={chat.retry}>
              {t.retry}
            </button>
          </p>
        )}
        {chat.status === 'ready' && (
          <>
            {chat.older === 'loading' && <p className="lm-chat__state">{t.olderLoading}</p>}
            {chat.messages.length === 0 && <p className="lm-chat__state">{t.empty}</p>}
            <ol className="lm-chat__list">
              {chat.messages.map((message) => (
                <ChatBubble key={message.id} message={message} />
              ))}
            </ol>
          </>
        )}
      </div>
      {chat.status === 'ready' && <ChatComposer member={member} online={online} send={chat.send} />}
    </section>
  );
}
