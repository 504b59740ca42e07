/** The home page's texts (zh-CN), beside its components. */
export const homeMessages = {
  heading: (shopName: string) => `${shopName}：实验室试剂、耗材与仪器一站式采购`,
  carousel: {
    label: '精选推荐',
    slide: (n: number, total: number) => `第 ${n} 张，共 ${total} 张`,
    previous: '上一张',
    next: '下一张',
    pause: '暂停轮播',
    play: '继续轮播',
    goTo: (n: number) => `显示第 ${n} 张`,
  },
  groups: {
    label: '商品分组',
    all: '全部分类',
  },
  floors: {
    more: (title: string) => `查看全部${title}`,
    moreShort: '更多',
    cas: 'CAS',
    empty: '该楼层暂无推荐商品',
  },
  newArrivals: { title: '新品上架', more: '查看全部新品' },
  brands: { title: '优选品牌', more: '进入品牌馆', count: (n: number) => `${n} 个商品` },
  activities: { title: '正在进行的活动' },
  stories: { title: '资讯与解决方案', article: '资讯', solution: '方案' },
} as const;
