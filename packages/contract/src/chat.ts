import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { mobileField } from './account-fields.ts';
import { defineContract } from './define.ts';
import { idField, textField } from './input-rules.ts';
import { adminMemberDetail } from './members.ts';
import { yuanAnswer } from './money-fields.ts';
import { orderNumberField } from './orders.ts';
import { pagingFields } from './paging.ts';
import { skuSearchAnswer, skuSearchPayload } from './stock.ts';

/**
 * 在线客服 (issue 36, ADR 0054): every write is an ordinary route here; messages arrive live on the
 * server-sent event streams `GET /api/chat/stream` and `GET /api/admin/chat/stream` (docs/chat.md).
 */

export const CHAT_TEXT_MAX = 500;
/** Messages a member or visitor may send per minute. */
export const CHAT_MESSAGES_PER_MINUTE = 20;
export const CHAT_PAGE = 30;
export const CHAT_STATES = ['waiting', 'open', 'solved'] as const;
export const CHAT_KINDS = ['text', 'image', 'product', 'order'] as const;
export const CHAT_AUTHORS = ['buyer', 'staff', 'system'] as const;

const conversationId = idField('请指定会话').describe('会话 ID');

const productCard = z.object({
  sku_id: z.number().int(),
  name: z.string(),
  sku: z.string().describe('货号'),
  pack: z.string().describe('包装'),
  picture: z.string().describe('商品图片，可为空'),
  price: yuanAnswer('会员价'),
});
const orderCard = z.object({
  number: z.string(),
  state: z.string(),
  total: yuanAnswer('应付金额'),
  created_at: z.string(),
});

/** One message as its buyer and staff see it; the text is plain text, never HTML. */
export const chatMessage = z.object({
  id: z.number().int().describe('消息 ID（递增，也是事件流的 id）'),
  conversation_id: z.number().int(),
  author: z.enum(CHAT_AUTHORS),
  kind: z.enum(CHAT_KINDS),
  text: z.string().describe('纯文本，按原样显示，不作为 HTML'),
  image_url: z.string().describe('图片的短时读取地址；非图片为空'),
  product: productCard.nullable(),
  order: orderCard.nullable(),
  created_at: z.string(),
});
/** A visitor's: a product card without its price (SPEC §1). */
export const visitorChatMessage = chatMessage.extend({
  product: productCard.omit({ price: true }).nullable(),
});

const conversationFields = {
  id: z.number().int(),
  state: z.enum(CHAT_STATES),
  unread: z.number().int().describe('未读的客服消息数'),
};
const openAnswer = (message: z.ZodType) =>
  z.object({
    conversation: z.object(conversationFields),
    messages: z.array(message).describe(`最近 ${CHAT_PAGE} 条，旧的在前`),
    online: z.boolean().describe('现在是客服工作时间'),
    hours: z.string().describe('客服工作时间，如 周一至周五 9:00–18:00'),
  });

export const chatOpen = defineContract({
  method: 'POST',
  path: '/chat/open',
  summary:
    '打开在线客服：访客或会员的会话（没有则新建）、最近 30 条消息、未读数、是否工作时间。访客设置 chat_visitor Cookie；会员带着访客 Cookie 打开时，访客的会话并入会员的',
  auth: 'public',
  payload: z.object({}),
  answer: openAnswer(chatMessage),
  visitorAnswer: openAnswer(visitorChatMessage),
});

export const chatHistory = defineContract({
  method: 'GET',
  path: '/chat/history',
  summary: `本人会话中更早的消息：ID 小于 before 的 ${CHAT_PAGE} 条，旧的在前`,
  auth: 'public',
  payload: z.object({ before: idField('请指定消息').describe('消息 ID') }),
  answer: z.object({ messages: z.array(chatMessage) }),
  visitorAnswer: z.object({ messages: z.array(visitorChatMessage) }),
  codes: [Code.NOT_FOUND],
});

const pageField = textField({ max: 200, trim: true, error: '页面地址无效' })
  .regex(/^(\/[^\s]*)?$/, '页面地址无效')
  .optional()
  .describe('买家所在页面的路径，如 /item/123');

/** What a message is: text, an uploaded image, a product card or an order card. */
const messageFields = {
  kind: z.enum(CHAT_KINDS, { error: '消息类型不对' }),
  text: textField({
    max: CHAT_TEXT_MAX,
    trim: true,
    multiline: true,
    error: '消息无效',
    tooLong: `消息不能超过${CHAT_TEXT_MAX}个字符`,
  })
    .default('')
    .describe('文字消息（kind=text 时必填）'),
  image: textField({ max: 512, trim: true, error: '图片无效' })
    .optional()
    .describe('图片：/oss/register 返回的 filePath（用途 chat；kind=image）'),
  sku_id: idField('请选择商品').optional().describe('商品卡片：规格 ID（kind=product）'),
  order_number: orderNumberField.optional().describe('订单卡片：本人的订单号（kind=order）'),
};

export const chatSend = defineContract({
  method: 'POST',
  path: '/chat/send',
  summary: `发消息：文字（不超过 ${CHAT_TEXT_MAX} 字）、图片、商品卡片或本人订单卡片；每分钟最多 ${CHAT_MESSAGES_PER_MINUTE} 条。非工作时间照样保存并返回 offline，会员的留言转为询价登记；访客留言须留手机号`,
  auth: 'public',
  payload: z.object({
    ...messageFields,
    page: pageField,
    phone: mobileField.optional().describe('非工作时间访客留言时必填'),
  }),
  answer: z.object({
    message: chatMessage,
    offline: z.boolean().describe('非工作时间：已留言，客服上班后回复'),
  }),
  visitorAnswer: z.object({ message: visitorChatMessage, offline: z.boolean() }),
  codes: [Code.NOT_FOUND, Code.RATE_LIMITED],
});

export const chatRead = defineContract({
  method: 'POST',
  path: '/chat/read',
  summary: '买家已读到某条消息为止',
  auth: 'public',
  payload: z.object({ up_to: idField('请指定消息').describe('消息 ID') }),
  answer: z.object({ unread: z.number().int() }),
  codes: [Code.NOT_FOUND],
});

export const chatUnread = defineContract({
  method: 'GET',
  path: '/chat/unread',
  summary:
    '本人会话中未读的客服消息数（会员按登录，访客按 chat_visitor Cookie）；没有会话时为 0，不新建会话、不设 Cookie。在线客服面板打开前，按钮上的未读角标用它',
  auth: 'public',
  payload: z.object({}),
  answer: z.object({ unread: z.number().int().describe('未读的客服消息数') }),
});

const conversationRow = z.object({
  ...conversationFields,
  unread: z.number().int().describe('客服未读的买家消息数'),
  user_id: z.number().int().nullable().describe('会员；访客为空'),
  phone: z.string().describe('会员手机号；访客为空'),
  company: z.string().describe('会员单位；访客为空'),
  assigned_operator_id: z.number().int().nullable(),
  page: z.string().describe('买家最近所在的页面'),
  last_text: z.string().describe('最后一条消息的文字'),
  last_message_at: z.string().nullable(),
  created_at: z.string(),
});

export const adminChatList = defineContract({
  method: 'GET',
  path: '/admin/chat/list',
  summary:
    '运营：在线客服会话，等待接待的在前，其余按最后消息时间；可按状态、是否分给自己、消息文字/会员手机号/单位搜索',
  auth: 'operator',
  permission: 'service.chat',
  payload: z.object({
    state: z.enum(CHAT_STATES, { error: '状态不对' }).optional(),
    mine: z.boolean({ error: '筛选不对' }).default(false).describe('只看分给自己的'),
    q: textField({ max: 60, trim: true }).default('').describe('搜索消息文字、会员手机号或单位'),
    ...pagingFields,
  }),
  answer: z.object({ total: z.number().int(), list: z.array(conversationRow) }),
});

/** The console menu's badge: one cheap count, asked on each console page and each minute. */
export const adminChatPending = defineContract({
  method: 'GET',
  path: '/admin/chat/pending',
  summary: '运营：等待接待或有未读买家消息的会话数（后台菜单“在线客服”的角标）',
  auth: 'operator',
  permission: 'service.chat',
  payload: z.object({}),
  answer: z.object({ count: z.number().int().describe('待回复或有未读消息的会话数') }),
});

/** 发送商品 in the inbox: the stock component's SKU search, for 客服 (who hold no 商品 or 营销 permission). */
export const adminChatSkus = defineContract({
  method: 'GET',
  path: '/admin/chat/skus',
  summary: '运营：在线客服发送商品卡片时查找货品，按货号、商品名或 CAS 搜索（任意部分），按货号排序',
  auth: 'operator',
  permission: 'service.chat',
  payload: z.object(skuSearchPayload),
  answer: skuSearchAnswer,
});

const orderSummary = z.object({
  number: z.string(),
  state: z.string(),
  total: yuanAnswer('应付金额'),
  created_at: z.string(),
});

export const adminChatDetail = defineContract({
  method: 'GET',
  path: '/admin/chat/detail',
  summary:
    '运营：一个会话的消息（最近的，或 before 之前的）与买家信息：单位、实名认证、资质证照与有效期、最近 5 张订单、账期可用额度、所在页面',
  auth: 'operator',
  permission: 'service.chat',
  payload: z.object({
    id: conversationId,
    before: idField('请指定消息').optional().describe('只取此消息之前的'),
  }),
  answer: z.object({
    conversation: conversationRow,
    messages: z.array(chatMessage),
    member: adminMemberDetail.answer.nullable().describe('会员资料、认证、证照、账期；访客为空'),
    credit_available: yuanAnswer('账期可用额度')
      .nullable()
      .describe('账期可用额度（元）；没有账期账户或访客为空'),
    recent_orders: z.array(orderSummary).describe('最近 5 张订单'),
  }),
  codes: [Code.NOT_FOUND],
});

export const adminChatAssign = defineContract({
  method: 'POST',
  path: '/admin/chat/assign',
  summary: '运营：把会话分给一位有在线客服权限的人员；不填即自己接手',
  auth: 'operator',
  permission: 'service.chat',
  payload: z.object({
    id: conversationId,
    operator_id: idField('请选择客服').optional().describe('客服人员 ID；不填为自己'),
  }),
  answer: z.object({ assigned_operator_id: z.number().int(), state: z.enum(CHAT_STATES) }),
  codes: [Code.NOT_FOUND],
});

export const adminChatAssignees = defineContract({
  method: 'GET',
  path: '/admin/chat/assignees',
  summary: '运营：可以接待在线客服的人员（未停用且拥有“在线客服”），转交会话与显示接待人时用',
  auth: 'operator',
  permission: 'service.chat',
  payload: z.object({}),
  answer: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

export const adminChatSend = defineContract({
  method: 'POST',
  path: '/admin/chat/send',
  summary: '运营：回复买家（文字、图片、商品卡片、该会员的订单卡片）；未分配的会话随即分给自己',
  auth: 'operator',
  permission: 'service.chat',
  payload: z.object({ id: conversationId, ...messageFields }),
  answer: z.object({ message: chatMessage }),
  codes: [Code.NOT_FOUND],
});

export const adminChatSolve = defineContract({
  method: 'POST',
  path: '/admin/chat/solve',
  summary: '运营：标记会话已解决（买家再发消息时重新等待接待）',
  auth: 'operator',
  permission: 'service.chat',
  payload: z.object({ id: conversationId }),
  answer: z.object({ state: z.enum(CHAT_STATES) }),
  codes: [Code.NOT_FOUND],
});

export const adminChatRead = defineContract({
  method: 'POST',
  path: '/admin/chat/read',
  summary: '运营：已读到某条消息为止',
  auth: 'operator',
  permission: 'service.chat',
  payload: z.object({ id: conversationId, up_to: idField('请指定消息') }),
  answer: z.object({ unread: z.number().int() }),
  codes: [Code.NOT_FOUND],
});

const quickReply = z.object({ id: z.number().int(), text: z.string() });

export const adminChatQuickReplies = defineContract({
  method: 'GET',
  path: '/admin/chat/quick-replies',
  summary: '运营：快捷回复',
  auth: 'operator',
  permission: 'service.chat',
  payload: z.object({}),
  answer: z.object({ list: z.array(quickReply) }),
});

export const adminChatQuickReplySave = defineContract({
  method: 'POST',
  path: '/admin/chat/quick-replies/save',
  summary: '运营：新增（不填 id）或修改一条快捷回复；最多 100 条',
  auth: 'operator',
  permission: 'service.chat',
  payload: z.object({
    id: idField('请指定快捷回复').optional(),
    text: textField({
      max: CHAT_TEXT_MAX,
      trim: true,
      multiline: true,
      error: '请填写快捷回复',
      tooLong: `快捷回复不能超过${CHAT_TEXT_MAX}个字符`,
    }).min(1, '请填写快捷回复'),
  }),
  answer: quickReply,
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminChatQuickReplyDelete = defineContract({
  method: 'POST',
  path: '/admin/chat/quick-replies/delete',
  summary: '运营：删除一条快捷回复',
  auth: 'operator',
  permission: 'service.chat',
  payload: z.object({ id: idField('请指定快捷回复') }),
  answer: z.object({ deleted: z.boolean() }),
  codes: [Code.NOT_FOUND],
});
