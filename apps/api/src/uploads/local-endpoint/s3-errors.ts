/**
 * The S3 error codes the local endpoint answers with, their HTTP statuses, and the Chinese text a
 * person may see. Codes stay S3's so any S3 client understands them (the helper retries on 5xx and
 * asks for new credentials on ExpiredToken); the messages are for people.
 */
export const s3Errors = {
  AccessDenied: [403, '无权写入该位置'],
  InvalidAccessKeyId: [403, '上传凭证无效，请重新上传'],
  InvalidToken: [400, '上传凭证无效，请重新上传'],
  ExpiredToken: [400, '上传凭证已过期，请重新上传'],
  SignatureDoesNotMatch: [403, '请求签名不正确'],
  RequestTimeTooSkewed: [403, '本机时间与服务器相差过大，请校准时间后重试'],
  AuthorizationHeaderMalformed: [400, '请求缺少有效的签名'],
  ReadDenied: [403, '链接无效或已过期'],
  NoSuchBucket: [404, '存储空间不存在'],
  NoSuchKey: [404, '文件不存在'],
  NoSuchUpload: [404, '分片上传不存在或已取消'],
  InvalidPart: [400, '分片不存在或内容已变化'],
  InvalidPartOrder: [400, '分片顺序不正确'],
  EntityTooSmall: [400, '分片过小'],
  EntityTooLarge: [400, '文件过大'],
  MissingContentLength: [411, '请求缺少内容长度'],
  MalformedXML: [400, '请求内容格式不正确'],
  InvalidArgument: [400, '请求参数不正确'],
  InvalidRange: [416, '请求的范围无效'],
  XAmzContentSHA256Mismatch: [400, '上传内容校验失败'],
  NotImplemented: [501, '不支持该操作'],
  MethodNotAllowed: [405, '不支持该操作'],
  /** Not S3's (it never fills up): the local endpoint's disk is full. A 5xx, so the helper retries. */
  InsufficientStorage: [507, '存储空间已满，请稍后重试或联系商家'],
  InternalError: [500, '服务器繁忙，请稍后重试'],
} as const satisfies Record<string, readonly [number, string]>;

export type S3ErrorCode = keyof typeof s3Errors;

/** Thrown inside the endpoint's handlers; the plugin's error handler turns it into S3's XML. */
export class S3Failure extends Error {
  readonly code: S3ErrorCode;
  constructor(code: S3ErrorCode) {
    super(s3Errors[code][1]);
    this.name = 'S3Failure';
    this.code = code;
  }
}
