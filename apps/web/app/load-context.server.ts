import type { SsrContext } from '@labmall/protocol/ssr-context';
import { createContext } from 'react-router';

/**
 * React Router 8 has no `AppLoadContext` any more: loaders receive a `RouterContextProvider`, read
 * with typed keys. This is the key under which the server (apps/api, `registerWeb`) puts the
 * per-request `SsrContext`. The server build re-exports it from `entry.server.tsx` so the server sets
 * exactly this object, not a second `createContext()` from another copy of this module.
 */
export const ssrContext = createContext<SsrContext>();
