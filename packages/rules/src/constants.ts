export const PAGE_SIZE = 20;
export const MAX_PAGE_ENTRIES = 9;
/** The deepest page a paged list serves; nobody pages further, and deep offsets cost the database. */
export const MAX_PAGE_INDEX = 500;
export const TOAST_MS = 2500;
export const SIDEBAR_SCROLL_PX = 400;
export const SELECT_ROW_HEIGHT = 36;
export const SELECT_MAX_HEIGHT = 300;
export const SMS_COUNTDOWN_S = 60;

export const UPLOAD_CONTROL = {
  chunkSize: 512_000,
  concurrency: 1,
  maxRetry: 30,
  mediaLimit: 1,
} as const;

export const UPLOAD_HELPER = {
  chunkSize: 1_048_576,
  minChunkSize: 102_400,
  partRetries: 3,
} as const;

export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 5000,
  hideDelayMs: 500,
} as const;

export const DEBOUNCE_MS = 500;
export const THROTTLE_MS = 100;
export const DRAG_SORT_THROTTLE_MS = 100;

export const COOKIE_PATH = '/';
export const API_BASE = '/api';
export const SESSION_COOKIE = 'session';

export const NICKNAME_MAX = 20;

export const messages = {
  EMPTY_LIST: '未找到相关信息',
  EMPTY_CART: '您的采购单没有货品',
  LOADING: '加载中...',
  LIST_END: '已经到最后了',
  LOAD_MORE: '点击加载更多',
  CONFIRM_TITLE: '消息提醒',
  /** The accessible name of the toast region (pages have other live regions too). */
  TOASTS_LABEL: '消息提示',
  OK: '确定',
  CANCEL: '取消',
  SESSION_EXPIRED: '登录状态已过期，请重新登录',
  RELOGIN: '重新登录',
  REQUEST_FAILED: '请求失败',
  NETWORK_ERROR: '网络未知异常',
  SERVER_ERROR_TEXT: '服务器未知异常',
  SYSTEM_ERROR: '系统未知异常',
  NOT_FOUND: '页面不存在',
  REQUIRED: '此项为必填项',
  FORM_FAILURE: '提交数据有误，请检查后重试',
} as const;
