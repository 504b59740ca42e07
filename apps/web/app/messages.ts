/**
 * Every piece of storefront UI text, zh-CN (DESIGN §8). Components and route modules read from here;
 * the shop name itself comes from the server (load context), never from this file.
 */
export const messages = {
  site: {
    tagline: '实验室试剂、耗材与仪器一站式采购',
    description:
      '面向企业、高校与科研院所采购人员的实验用品商城：化学试剂、生物试剂、实验耗材与仪器设备，支持按中文名、英文名、CAS 号、货号检索。',
    homeLink: '首页',
    footer: '实验室试剂、耗材与仪器供应',
  },
  home: {
    intro: '化学试剂、生物试剂、实验耗材与仪器设备，按中文名、英文名、CAS 号或货号查找所需产品。',
  },
  notFound: {
    title: '页面不存在',
    text: '抱歉，您访问的页面不存在。',
    backHome: '返回首页',
  },
  placeholder: {
    text: '该功能即将上线，敬请期待。',
  },
  userCentre: {
    menuLabel: '个人中心菜单',
    groups: [
      {
        title: '会员中心',
        items: [
          { to: '/user/order', label: '我的订单' },
          { to: '/user/bill', label: '账单管理' },
          { to: '/user/points', label: '我的积分' },
          { to: '/user/coupon', label: '优惠券' },
          { to: '/user/history', label: '浏览记录' },
          { to: '/user/collect', label: '常购清单' },
        ],
      },
      {
        title: '其他设置',
        items: [
          { to: '/user/receive', label: '收货地址' },
          { to: '/user/invoice', label: '发票信息' },
          { to: '/user/datum', label: '实名认证' },
          { to: '/user/config', label: '账户设置' },
        ],
      },
    ],
  },
  error: {
    title: '页面出错了',
    text: '抱歉，页面暂时无法显示，请稍后再试。',
    backHome: '返回首页',
  },
} as const;

/** `<title>` of a page other than home: `{page} - {shopName}`. Home's title is the shop name alone. */
export function pageTitle(shopName: string, page?: string): string {
  return page ? `${page} - ${shopName}` : shopName;
}
