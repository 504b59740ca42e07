import { useEffect, useRef } from 'react';
import type { ChatMessage } from './chat-labels';

export interface ChatStreamHandlers {
  /** A message of any conversation (the buyer's or a colleague's). */
  onMessage: (message: ChatMessage) => void;
  /** A conversation's state, unread count or assignee changed. */
  onState: (conversationId: number) => void;
}

/**
 * Staff's live stream of every conversation (docs/chat.md): opened once per page, closed when the page
 * goes. EventSource reconnects by itself with Last-Event-ID, and the server replays what was missed.
 * The handlers are read through a ref so a new render does not reopen the stream.
 */
export function useChatStream(handlers: ChatStreamHandlers) {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    const source = new EventSource('/api/admin/chat/stream');
    source.addEventListener('message', (event) => {
      try {
        current.current.onMessage(JSON.parse(event.data) as ChatMessage);
      } catch {
        // A malformed event is dropped; the next reload shows the conversation as stored.
      }
    });
    source.addEventListener('state', (event) => {
      try {
        current.current.onState((JSON.parse(event.data) as { conversation_id: number }).conversation_id);
      } catch {
        // As above.
      }
    });
    return () => source.close();
  }, []);
}
