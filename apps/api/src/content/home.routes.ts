import {
  adminHomeBannerDelete,
  adminHomeBannerSave,
  adminHomeBanners,
  adminHomeFloorDelete,
  adminHomeFloorSave,
  adminHomeFloors,
  adminHomeFloorVisible,
  adminHomeGroupDelete,
  adminHomeGroupSave,
  adminHomeGroups,
  adminHomeNav,
  adminHomeNavDelete,
  adminHomeNavSave,
  adminReceivingAccountReset,
  adminReceivingAccountSave,
  adminSysConfig,
  adminSysConfigDelete,
  adminSysConfigSave,
  homePage,
} from '@labmall/contract/home';
import { defineRoute } from '../platform/route.ts';

/** The home page, and the operator's calls that edit it (the console comes later, issue 23 §10). */
export const homeRoutes = [
  defineRoute({ ...homePage, handler: ({ deps }) => deps.home.page() }),

  defineRoute({ ...adminHomeBanners, handler: ({ deps }) => deps.home.banners() }),
  defineRoute({ ...adminHomeBannerSave, handler: ({ payload, deps }) => deps.home.saveBanner(payload) }),
  defineRoute({
    ...adminHomeBannerDelete,
    handler: ({ payload, deps }) => deps.home.deleteBanner(payload.id),
  }),

  defineRoute({ ...adminHomeFloors, handler: ({ deps }) => deps.home.floors() }),
  defineRoute({ ...adminHomeFloorSave, handler: ({ payload, deps }) => deps.home.saveFloor(payload) }),
  defineRoute({
    ...adminHomeFloorVisible,
    handler: ({ payload, deps }) => deps.home.setFloorVisible(payload.id, payload.visible),
  }),
  defineRoute({ ...adminHomeFloorDelete, handler: ({ payload, deps }) => deps.home.deleteFloor(payload.id) }),

  defineRoute({ ...adminHomeNav, handler: ({ deps }) => deps.home.nav() }),
  defineRoute({ ...adminHomeNavSave, handler: ({ payload, deps }) => deps.home.saveNav(payload) }),
  defineRoute({ ...adminHomeNavDelete, handler: ({ payload, deps }) => deps.home.deleteNav(payload.id) }),

  defineRoute({ ...adminHomeGroups, handler: ({ deps }) => deps.home.groups() }),
  defineRoute({
    ...adminHomeGroupSave,
    handler: ({ payload, deps }) => deps.home.saveGroup(payload.product_type_id, payload.sort),
  }),
  defineRoute({
    ...adminHomeGroupDelete,
    handler: ({ payload, deps }) => deps.home.deleteGroup(payload.product_type_id),
  }),

  defineRoute({ ...adminSysConfig, handler: ({ deps }) => deps.home.config() }),
  defineRoute({
    ...adminSysConfigSave,
    handler: ({ payload, deps }) => deps.home.saveConfig(payload.key, payload.value),
  }),
  defineRoute({
    ...adminSysConfigDelete,
    handler: ({ payload, deps }) => deps.home.deleteConfig(payload.key),
  }),
  defineRoute({
    ...adminReceivingAccountSave,
    handler: ({ payload, deps }) => deps.home.saveTransferBank(payload),
  }),
  defineRoute({
    ...adminReceivingAccountReset,
    handler: ({ deps }) => deps.home.resetTransferBank(),
  }),
];
