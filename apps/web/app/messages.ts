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
    memberLabel: '会员信息',
    nicknameFallback: '未设置昵称',
    phoneLabel: '手机号',
    editNickname: '修改昵称',
    nicknameDialog: {
      title: '修改昵称',
      label: '昵称',
      placeholder: '请输入昵称',
      submit: '保存',
      cancel: '取消',
      saved: '修改成功',
    },
  },
  error: {
    title: '页面出错了',
    text: '抱歉，页面暂时无法显示，请稍后再试。',
    backHome: '返回首页',
  },
  // ── Site frame: header, footer, side bar (components/frame) ──
  header: {
    skipToMain: '跳到主要内容',
    welcome: '您好，欢迎来到',
    shortcutsLabel: '账户与快捷入口',
    login: '登录',
    register: '免费注册',
    quickOrder: '快速下单',
    points: '积分兑换',
    account: {
      label: '我的账户',
      links: [
        { to: '/user', label: '个人中心' },
        { to: '/user/order', label: '我的订单' },
        { to: '/user/collect', label: '我的常购清单' },
        { to: '/user/coupon', label: '优惠券' },
        { to: '/user/receive', label: '收货地址' },
      ],
      couponCount: (count: number) => `${count} 张`,
      logout: '退出登录',
    },
    homeLink: (shopName: string) => `${shopName}首页`,
    cart: '我的采购单',
    cartCount: (count: number) => `${count} 件货品`,
    search: {
      label: '商品搜索',
      category: '搜索分类',
      allCategories: '全部分类',
      keyword: '搜索关键词',
      placeholder: '商品名称、CAS 号或货号',
      submit: '搜索',
    },
    groups: {
      trigger: '全部商品分类',
      label: '商品分类',
    },
    nav: {
      label: '主导航',
      expand: (name: string) => `${name}子菜单`,
    },
  },
  footer: {
    sellingPoints: '服务保障',
    bottomNav: '帮助与服务',
    qrCodes: '关注我们',
    qrAlt: (name: string) => `${name}二维码`,
  },
  sideBar: {
    label: '侧边工具栏',
    login: '登录',
    register: '注册',
    personalCentre: '个人中心',
    quickOrder: '快速下单',
    customerService: '在线客服',
    newWindow: '（在新窗口打开）',
    mobile: '手机版',
    mobileHint: (name: string) => `微信扫码，使用${name}`,
    backToTop: '返回顶部',
  },
} as const;

/** `<title>` of a page other than home: `{page} - {shopName}`. Home's title is the shop name alone. */
export function pageTitle(shopName: string, page?: string): string {
  return page ? `${page} - ${shopName}` : shopName;
}

/** Texts of the shared controls (components/controls); list and dialog texts come from @labmall/rules. */
export const controlMessages = {
  pager: {
    label: '分页',
    prev: '上一页',
    next: '下一页',
    page: (page: number) => `第 ${page} 页`,
  },
  sms: {
    get: '获取验证码',
    again: '重新获取',
    countdown: (seconds: number) => `${seconds}秒后重新获取`,
  },
  share: {
    label: '分享到',
    weibo: '微博',
    weiboLabel: '分享到新浪微博',
    qzone: 'QQ空间',
    qzoneLabel: '分享到QQ空间',
  },
} as const;
