import type { PostPayload } from '@labmall/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api/browser';
import { setChatUnread } from './chat-store';
import { type ChatMessage, lastId, mergeMessages } from './chat-thread';

type Payload = PostPayload<'/chat/send'>;

interface Conversation {
  online: boolean;
  hours: string;
}

const HISTORY_PAGE = 30;

/**
 * The buyer's conversation: /chat/open, then the event stream from the last id it returned (kept
 * while the page lives, so unread counts go on while the panel is closed), older pages on demand,
 * sends, and read receipts while the panel is seen.
 */
export function useChat({ seen }: { seen: boolean }) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [conversation, setConversation] = useState<Conversation>({ online: true, hours: '' });
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [unread, setUnread] = useState(0);
  const [older, setOlder] = useState<'more' | 'loading' | 'none'>('none');
  const [attempt, setAttempt] = useState(0);
  const stream = useRef<EventSource | null>(null);
  /** Staff messages that came while the buyer was not looking (for the title). */
  const [fresh, setFresh] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: 重试 (attempt) opens the conversation again
  useEffect(() => {
    let alive = true;
    setStatus('loading');
    api
      .post('/chat/open', {}, { fail: () => false })
      .then((answer) => {
        if (!alive) return;
        const recent = answer.messages as ChatMessage[];
        setConversation({ online: answer.online, hours: answer.hours });
        setMessages(recent);
        setUnread(answer.conversation.unread);
        setOlder(recent.length >= HISTORY_PAGE ? 'more' : 'none');
        setStatus('ready');
        const known = new Set(recent.map((m) => m.id));
        // A reconnect replays after Last-Event-ID; a message is counted once.
        const isNew = (id: number) => !known.has(id) && known.add(id) !== undefined;
        const source = new EventSource(`/api/chat/stream?after=${lastId(recent)}`);
        source.addEventListener('message', (event) => {
          const message = JSON.parse(event.data) as ChatMessage;
          setMessages((current) => mergeMessages(current, [message]));
          // Staff's sends come as messages only (no state event): the buyer's unread is counted here
          // and cleared by /chat/read when the panel is seen.
          if (message.author === 'staff' && isNew(message.id)) {
            setFresh((n) => n + 1);
            setUnread((n) => n + 1);
          }
        });
        source.addEventListener('state', (event) => {
          const data = JSON.parse(event.data) as { unread?: number };
          if (typeof data.unread === 'number') setUnread(data.unread);
        });
        stream.current = source;
      })
      .catch(() => alive && setStatus('failed'));
    return () => {
      alive = false;
      stream.current?.close();
      stream.current = null;
    };
  }, [attempt]);

  // The frame's badge shows what the server counts as unread.
  useEffect(() => setChatUnread(seen ? 0 : unread), [seen, unread]);

  // Seen: tell the server, up to the newest message, once per new staff message.
  const newest = lastId(messages);
  useEffect(() => {
    if (!seen || status !== 'ready' || newest === 0) return;
    setFresh(0);
    if (unread === 0) return;
    api
      .post('/chat/read', { up_to: newest }, { fail: () => false })
      .then((answer) => setUnread(answer.unread))
      .catch(() => {});
  }, [seen, status, newest, unread]);

  const loadOlder = useCallback(async () => {
    const first = messages[0];
    if (older !== 'more' || !first) return false;
    setOlder('loading');
    try {
      const answer = await api.get('/chat/history', { before: first.id });
      setMessages((current) => mergeMessages(current, answer.messages));
      setOlder(answer.messages.length >= HISTORY_PAGE ? 'more' : 'none');
      return answer.messages.length > 0;
    } catch {
      setOlder('more');
      return false;
    }
  }, [messages, older]);

  /** Sends; resolves with whether it went and whether it was left as an offline message. */
  const send = useCallback(async (payload: Payload) => {
    const page = window.location.pathname.slice(0, 200);
    try {
      const answer = await api.post('/chat/send', { ...payload, page });
      setMessages((current) => mergeMessages(current, [answer.message as ChatMessage]));
      return { sent: true, offline: answer.offline };
    } catch {
      // The API client showed the server's reason (too long, too many) as a toast.
      return { sent: false, offline: false };
    }
  }, []);

  return {
    status,
    conversation,
    messages,
    older,
    fresh,
    loadOlder,
    send,
    retry: () => setAttempt((n) => n + 1),
  };
}
