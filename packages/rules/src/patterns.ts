/** Mainland mobile number; the optional leading `T` marks accounts that the back office keys in by hand. */
export const MOBILE_RE = /^T?1\d{10}$/;

/** Optional area code (`0` + 2–3 digits, `-` optional), a 7–8 digit local number, optional `-` extension. */
export const LANDLINE_RE = /^(?:0\d{2,3}-?)?[1-9]\d{6,7}(?:-\d{1,6})?$/;

/** Capped at 254 characters, the most an SMTP path can carry. */
export const EMAIL_RE =
  /^(?=.{6,254}$)[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** 2–5 Han characters, or Han segments joined by `·` (U+00B7) as in transliterated minority names. */
export const REAL_NAME_RE = /^(?:\p{Script=Han}{2,5}|(?=.{3,20}$)\p{Script=Han}+(?:·\p{Script=Han}+)+)$/u;

/** Shape only: {@link isIdCard} also checks the birth date and the check digit. */
export const ID_CARD_RE = /^(?:[1-9]\d{14}|[1-9]\d{16}[\dXx])$/;

export const USERNAME_RE = /^[A-Za-z0-9_\-\p{Script=Han}]{4,20}$/u;

export const PASSWORD_RE = /^[A-Za-z0-9@!#$%^&*.~]{6,20}$/;

export const SMS_CODE_RE = /^\d{6}$/;

/** GB 32100-2015 alphabet: the digits and the capital letters except I, O, S, V and Z. */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

export const CREDIT_CODE_RE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** Shape only: {@link isCasNumber} also checks the check digit. No leading zero in the first group. */
export const CAS_NUMBER_RE = /^[1-9]\d{1,6}-\d{2}-\d$/;

export function isMobile(s: string): boolean {
  return MOBILE_RE.test(s);
}

export function isLandline(s: string): boolean {
  return LANDLINE_RE.test(s);
}

export function isEmail(s: string): boolean {
  return EMAIL_RE.test(s);
}

export function isRealName(s: string): boolean {
  return REAL_NAME_RE.test(s);
}

export function isUsername(s: string): boolean {
  return USERNAME_RE.test(s);
}

export function isPassword(s: string): boolean {
  return PASSWORD_RE.test(s);
}

export function isSmsCode(s: string): boolean {
  return SMS_CODE_RE.test(s);
}

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_CHARS = '10X98765432';

/** GB 11643-1999 check character for the first 17 digits of a resident ID number. */
export function idCardCheckDigit(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('idCardCheckDigit expects exactly 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_CARD_WEIGHTS[i]!;
  return ID_CARD_CHECK_CHARS[sum % 11]!;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1800 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 15-digit (first generation, birth year 19YY) or 18-digit number with a real birth date and, for 18 digits, a matching check digit. */
export function isIdCard(s: string): boolean {
  if (!ID_CARD_RE.test(s)) return false;
  if (s.length === 15) {
    return isCalendarDate(1900 + Number(s.slice(6, 8)), Number(s.slice(8, 10)), Number(s.slice(10, 12)));
  }
  if (!isCalendarDate(Number(s.slice(6, 10)), Number(s.slice(10, 12)), Number(s.slice(12, 14)))) return false;
  return idCardCheckDigit(s.slice(0, 17)) === s[17]!.toUpperCase();
}

const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function isCreditCodeShape(s: string): boolean {
  return CREDIT_CODE_RE.test(s);
}

/** GB 32100-2015 check character for the first 17 characters of a unified social credit code. */
export function creditCodeCheckChar(first17: string): string {
  if (!/^[0-9A-HJ-NPQRTUWXY]{17}$/.test(first17)) {
    throw new RangeError('creditCodeCheckChar expects 17 characters of the credit-code alphabet');
  }
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARS.indexOf(first17[i]!) * CREDIT_CODE_WEIGHTS[i]!;
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31]!;
}

/** Kept apart from the shape check: the business warns on a checksum mismatch but still accepts the code. */
export function creditCodeCheckValid(s: string): boolean {
  return isCreditCodeShape(s) && creditCodeCheckChar(s.slice(0, 17)) === s[17];
}

export function isCasNumber(s: string): boolean {
  if (!CAS_NUMBER_RE.test(s)) return false;
  const digits = s.replaceAll('-', '');
  let sum = 0;
  for (let i = digits.length - 2, position = 1; i >= 0; i--, position++) sum += Number(digits[i]) * position;
  return sum % 10 === Number(digits[digits.length - 1]);
}

/** `13812345678` → `138****5678`; a leading `T` is kept. Other strings of 8+ characters keep their first 3 and last 4. */
export function maskPhone(s: string): string {
  const prefix = /^T\d/.test(s) ? 'T' : '';
  const body = s.slice(prefix.length);
  if (body.length < 8) return s;
  return `${prefix}${body.slice(0, 3)}****${body.slice(-4)}`;
}
