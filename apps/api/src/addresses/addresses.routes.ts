import {
  userAddressAdd,
  userAddressDefault,
  userAddressDelete,
  userAddressEdit,
  userAddressList,
} from '@labmall/contract/addresses';
import { defineRoute } from '../platform/route.ts';

/** The member's addresses (/user/address, and picked inline on /order). */
export const addressRoutes = [
  defineRoute({
    ...userAddressList,
    handler: ({ user, deps }) => deps.addresses.list(user.id),
  }),
  defineRoute({
    ...userAddressAdd,
    handler: ({ payload, user, deps }) => deps.addresses.add(user.id, payload),
  }),
  defineRoute({
    ...userAddressEdit,
    handler: ({ payload, user, deps }) => deps.addresses.edit(user.id, payload.id, payload),
  }),
  defineRoute({
    ...userAddressDelete,
    handler: ({ payload, user, deps }) => deps.addresses.remove(user.id, payload.id),
  }),
  defineRoute({
    ...userAddressDefault,
    handler: ({ payload, user, deps }) => deps.addresses.setDefault(user.id, payload.id),
  }),
];
