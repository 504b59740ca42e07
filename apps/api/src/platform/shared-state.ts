import { randomBytes } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { z } from 'zod';
import { createMemoryReplayCache, type ReplayCache, SharedStateUnavailable } from './replay-cache.ts';

/**
 * Settings for running several instances (spread into config.ts). Without REDIS_URL everything below
 * lives in the process, which is right for one instance. With it, the replay cache (POST signs already
 * seen), the page-cache purges and the chat's events (ADR 0054) are shared through Redis. Sessions and
 * the rate limits (login failures, SMS sends, upload quotas, chat messages) are rows in the database
 * and shared by every instance already.
 */
export const sharedStateSettings = {
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Prefix of every key and channel this store uses, so several stores can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'letters, digits, : _ - only, at most 40')
    .default('labmall:'),
};

/** Tells every instance to forget its cached visitor pages. */
export interface PurgeBus {
  /** Runs `listener` when a purge arrives from another instance (or this one, in memory). */
  onPurge(listener: () => void): void;
  /** Sends a purge to the other instances; this instance clears its own cache itself. */
  publishPurge(): Promise<void>;
}

/**
 * What happened in the customer-service chat (ADR 0054): a new message, or a conversation's state
 * (assigned, solved, read). Only ids travel; each instance loads what it writes to its streams.
 */
export type ChatEvent =
  | { type: 'message'; conversation_id: number; message_id: number }
  | { type: 'state'; conversation_id: number };

/** Carries chat events to every instance, this one included, so each serves its own open streams. */
export interface ChatBus {
  onChat(listener: (event: ChatEvent) => void): void;
  publishChat(event: ChatEvent): Promise<void>;
}

/** One process: the events go straight to its listeners. */
export function createMemoryChatBus(): ChatBus {
  const listeners: ((event: ChatEvent) => void)[] = [];
  return {
    onChat(listener) {
      listeners.push(listener);
    },
    async publishChat(event) {
      for (const listener of listeners) listener(event);
    },
  };
}

/** Where Redis errors go: the app's logger, or the console in a script. */
export interface ErrorLog {
  error(details: object, message: string): void;
}

export interface SharedState {
  kind: 'memory' | 'redis';
  replay: ReplayCache;
  bus: PurgeBus;
  chat: ChatBus;
  close(): Promise<void>;
}

export function createMemorySharedState(): SharedState {
  return {
    kind: 'memory',
    replay: createMemoryReplayCache(),
    // One process: the caller's own purge has already cleared the only cache there is.
    bus: { onPurge() {}, publishPurge: async () => {} },
    chat: createMemoryChatBus(),
    close: async () => {},
  };
}

/**
 * Settings of the connection that runs commands in requests (the replay check, publishes). ioredis's
 * defaults would hold a command while Redis is away (offline queue, 20 reconnections, about 10 s) and
 * a POST with it; instead a command fails at once when the connection is down, one in flight when it
 * drops fails then (no retry, no resend), and one Redis does not answer fails after COMMAND_TIMEOUT_MS.
 * The connection itself keeps reconnecting (every 2 s at most), so writes work again once Redis does.
 */
const COMMAND_TIMEOUT_MS = 2000;
const commandOptions: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  commandTimeout: COMMAND_TIMEOUT_MS,
};

/** Runs `then` each time `client` is ready from now on: after a reconnection, or a late first connection. */
function afterReconnect(client: Redis, then: () => void) {
  client.on('ready', then);
}

/**
 * Redis-backed replay cache and purge bus. A replayed POST sign is refused by whichever instance sees
 * it second (`SET NX` with the sign's remaining window as expiry); when Redis does not answer, `seen`
 * throws SharedStateUnavailable and the POST is refused with 503. Purges go out on a pub/sub channel.
 * None is lost to an outage: a purge that could not be sent is sent once the connection is back, and an
 * instance whose subscription dropped forgets all its pages when it reconnects (it may have missed
 * some). While an instance stays cut off, its pages last at most PAGE_CACHE_SECONDS.
 */
export async function createRedisSharedState(options: {
  url: string;
  keyPrefix: string;
  log: ErrorLog;
}): Promise<SharedState> {
  const { url, keyPrefix, log } = options;
  const instance = randomBytes(8).toString('hex');
  const channel = `${keyPrefix}page-purge`;
  const connect = (name: string, options: RedisOptions = {}) => {
    const client = new Redis(url, { connectionName: `${keyPrefix}${name}`, lazyConnect: true, ...options });
    // One line per outage, not one per reconnection attempt (every 2 s, per connection).
    let reported = false;
    client.on('error', (error: Error) => {
      if (!reported) log.error({ err: error }, `redis (${name}) error; next logged after it reconnects`);
      reported = true;
    });
    client.on('ready', () => {
      reported = false;
    });
    return client;
  };
  const commands = connect('commands', commandOptions);
  // A subscription waits for its connection however long Redis is away (ioredis would give up after 20
  // reconnections), and ioredis renews it after every reconnection.
  const subscriber = connect('purges', { maxRetriesPerRequest: null });
  // Chat events on a connection of their own: a burst of messages never delays a purge, nor the reverse.
  const chatSubscriber = connect('chat', { maxRetriesPerRequest: null });
  const chatChannel = `${keyPrefix}chat`;
  // The store starts without Redis too (GETs and pages need none; POSTs answer 503 until it answers):
  // a failed first connection is retried like a lost one.
  const started = await Promise.allSettled([commands, subscriber, chatSubscriber].map((c) => c.connect()));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed)
    log.error({ err: failed.reason }, 'redis unreachable at start: POSTs answer 503 until it is back');
  /** Subscribes, waiting for it only when connected: otherwise the subscription is made on connecting. */
  const subscribe = async (client: Redis, name: string) => {
    const subscribed = client.subscribe(name);
    if (client.status === 'ready') await subscribed;
    else subscribed.catch((error: unknown) => log.error({ err: error }, `redis: ${name} not subscribed`));
  };
  const chatListeners: ((event: ChatEvent) => void)[] = [];
  chatSubscriber.on('message', (from: string, message: string) => {
    if (from !== chatChannel) return;
    let event: ChatEvent;
    try {
      event = JSON.parse(message) as ChatEvent;
    } catch {
      return;
    }
    for (const listener of chatListeners) listener(event);
  });
  await subscribe(chatSubscriber, chatChannel);
  const listeners: (() => void)[] = [];
  const purgeHere = () => {
    for (const listener of listeners) listener();
  };
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel || message === instance) return;
    purgeHere();
  });
  await subscribe(subscriber, channel);
  // (Re)connected after the start: purges sent meanwhile never arrived, so forget everything rather
  // than serve pages up to PAGE_CACHE_SECONDS old.
  afterReconnect(subscriber, purgeHere);

  // A purge this instance could not send is owed to the others: sent once Redis is back.
  let purgeOwed = false;
  const publishPurge = async () => {
    try {
      await commands.publish(channel, instance);
      purgeOwed = false;
    } catch (error) {
      purgeOwed = true;
      log.error({ err: error }, 'page cache purge not published; sent again when Redis is back');
    }
  };
  afterReconnect(commands, () => {
    if (purgeOwed) void publishPurge();
  });

  return {
    kind: 'redis',
    replay: {
      async seen(key, expiresAt) {
        const ttlMs = Math.max(1, expiresAt - Date.now());
        let set: string | null;
        try {
          set = await commands.set(`${keyPrefix}replay:${key}`, '1', 'PX', ttlMs, 'NX');
        } catch (error) {
          throw new SharedStateUnavailable('replay check', { cause: error });
        }
        return set === null;
      },
    },
    bus: {
      onPurge(listener) {
        listeners.push(listener);
      },
      // The change itself is done: a purge that fails is owed, and sent after the reconnect.
      publishPurge,
    },
    chat: {
      onChat(listener) {
        chatListeners.push(listener);
      },
      async publishChat(event) {
        try {
          await commands.publish(chatChannel, JSON.stringify(event));
        } catch (error) {
          // The message is stored; streams that missed it get it on their next reconnect's replay.
          log.error({ err: error }, 'chat event not published');
        }
      },
    },
    async close() {
      // A client still waiting for Redis would hold a QUIT as long as Redis is away: it just stops.
      await Promise.allSettled(
        [subscriber, chatSubscriber, commands].map((client) =>
          client.status === 'ready' ? client.quit() : client.disconnect(),
        ),
      );
    },
  };
}

export function createSharedState(options: {
  url: string | undefined;
  keyPrefix: string;
  log: ErrorLog;
}): Promise<SharedState> {
  if (!options.url) return Promise.resolve(createMemorySharedState());
  return createRedisSharedState({ url: options.url, keyPrefix: options.keyPrefix, log: options.log });
}

/**
 * For scripts that change what visitors see while servers run (the catalogue import on PostgreSQL):
 * tells every running instance to drop its cached pages. `no-redis` without REDIS_URL, `unreachable`
 * when Redis does not answer (logged); either way their pages are at most PAGE_CACHE_SECONDS old. Never
 * throws: the change is made by then, and a script must not report it as failed.
 */
export async function purgeRunningInstances(options: {
  url: string | undefined;
  keyPrefix: string;
}): Promise<'purged' | 'no-redis' | 'unreachable'> {
  if (!options.url) return 'no-redis';
  // One try, no reconnecting: a script has nobody to send the purge to later.
  const client = new Redis(options.url, { ...commandOptions, lazyConnect: true, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    // Sent from no instance, so every instance purges (each skips only its own id).
    await client.publish(`${options.keyPrefix}page-purge`, 'script');
    return 'purged';
  } catch (error) {
    console.error(`page cache purge not published: ${(error as Error).message}`);
    return 'unreachable';
  } finally {
    client.disconnect();
  }
}
