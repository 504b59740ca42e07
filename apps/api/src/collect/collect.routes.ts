import {
  userCollectAdd,
  userCollectDelete,
  userCollectEdit,
  userCollectList,
  userCollectLookup,
} from '@labmall/contract/collect';
import { defineRoute } from '../platform/route.ts';

export const collectRoutes = [
  defineRoute({
    ...userCollectAdd,
    handler: ({ payload, user, deps }) => deps.collect.add(user.id, payload),
  }),
  defineRoute({
    ...userCollectList,
    handler: ({ payload, user, deps }) => deps.collect.list(user.id, payload),
  }),
  defineRoute({
    ...userCollectEdit,
    handler: ({ payload, user, deps }) => deps.collect.edit(user.id, payload),
  }),
  defineRoute({
    ...userCollectDelete,
    handler: ({ payload, user, deps }) => deps.collect.remove(user.id, payload.ids),
  }),
  defineRoute({
    ...userCollectLookup,
    handler: ({ payload, deps }) => deps.collect.lookup(payload.sku),
  }),
];
