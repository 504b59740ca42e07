import { createContext } from 'react-router';
import type { ServerApi } from './api/server-api.server';
import { type SessionUser, visitor } from './user';

/** Set by the root middleware once per navigation; loaders read them instead of calling again. */
export const userContext = createContext<SessionUser>(visitor);
export const apiContext = createContext<ServerApi>();
