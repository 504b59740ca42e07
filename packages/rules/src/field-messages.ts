/**
 * One text per field and failure, for the storefront's forms (form-rules.ts) and the API's payload
 * schemas (packages/contract) alike: a buyer sees the same words whether the browser or the server
 * caught the mistake.
 */
export const fieldMessages = {
  mobile: { required: '请输入手机号码', invalid: '请输入正确的手机号码' },
  smsCode: { required: '请输入短信验证码', invalid: '请输入6位数字验证码' },
  nickname: { required: '请填写昵称' },
  username: { required: '请输入用户名', invalid: '用户名为4-20位字母、数字、汉字、下划线或短横线' },
  password: { required: '请输入密码', invalid: '密码为6-20位字母、数字或@!#$%^&*.~' },
  email: { required: '请输入邮箱地址', invalid: '请输入正确的邮箱地址' },
  realName: { required: '请输入真实姓名', invalid: '请输入正确的真实姓名' },
  idCard: { required: '请输入身份证号码', invalid: '请输入正确的身份证号码' },
} as const;
