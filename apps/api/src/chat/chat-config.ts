import { z } from 'zod';

/** The chat's streams (ADR 0054), spread into the one config schema (src/config.ts). */
export const chatSettings = {
  /**
   * An SSE comment goes down every open stream this often: it keeps proxies and the socket's idle
   * timeout (CONNECTION_TIMEOUT_SECONDS) from closing a quiet stream, and finds dead ones.
   */
  CHAT_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  /** Open streams one member or visitor may hold on one instance (a tab each); one more is refused. */
  CHAT_STREAMS_PER_BUYER: z.coerce.number().int().min(1).max(50).default(5),
  /** Open streams one staff member may hold on one instance. */
  CHAT_STREAMS_PER_STAFF: z.coerce.number().int().min(1).max(50).default(5),
};
