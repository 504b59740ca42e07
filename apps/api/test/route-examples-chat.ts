/** 在线客服's payloads (route-examples.ts spreads them in). */
export const chatExamples: Record<string, unknown[]> = {
  'GET /chat/unread': [{}],
  'GET /chat/history': [{ before: 100 }],
  'POST /chat/send': [
    { kind: 'text', text: '你好，请问乙腈有 4L 装吗？', page: '/item/1' },
    { kind: 'image', image: 'u/1/202611/photo.png' },
    { kind: 'product', sku_id: 1 },
    { kind: 'order', order_number: '20261125000001' },
    { kind: 'text', text: '请尽快联系我', phone: '13900000000' },
  ],
  'POST /chat/read': [{ up_to: 1 }],
  'GET /admin/chat/pending': [{}],
  'POST /admin/chat/oss/register': [{ key: 'u/s1/202611/a.png', purpose: 'chat', fileName: 'a.png' }],
  'GET /admin/chat/detail': [{ id: 1 }, { id: 1, before: 100 }],
  'GET /admin/chat/assignees': [{}],
  'POST /admin/chat/assign': [{ id: 1 }, { id: 1, operator_id: 2 }],
  'POST /admin/chat/send': [{ id: 1, kind: 'text', text: '您好，有现货' }],
  'POST /admin/chat/solve': [{ id: 1 }],
  'POST /admin/chat/read': [{ id: 1, up_to: 1 }],
  'POST /admin/chat/quick-replies/save': [
    { text: '您好，请问有什么可以帮您？' },
    { id: 1, text: '稍等，我查一下' },
  ],
  'POST /admin/chat/quick-replies/delete': [{ id: 1 }],
};
