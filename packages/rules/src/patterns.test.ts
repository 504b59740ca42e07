import { describe, expect, it } from 'vitest';
import {
  creditCodeCheckChar,
  creditCodeCheckValid,
  idCardCheckDigit,
  isCasNumber,
  isCreditCodeShape,
  isEmail,
  isIdCard,
  isLandline,
  isMobile,
  isPassword,
  isRealName,
  isSmsCode,
  isUsername,
  maskPhone,
  USERNAME_RE,
} from './patterns.ts';

function table(predicate: (s: string) => boolean, valid: string[], invalid: string[]) {
  it.each(valid)('accepts %j', (s) => expect(predicate(s)).toBe(true));
  it.each(invalid)('rejects %j', (s) => expect(predicate(s)).toBe(false));
}

describe('isMobile', () => {
  table(
    isMobile,
    ['13812345678', '19912345678', '10000000000', 'T13812345678'],
    [
      '',
      '1381234567',
      '138123456789',
      '23812345678',
      't13812345678',
      'TT13812345678',
      '138 1234 5678',
      '+8613812345678',
    ],
  );
});

describe('isLandline', () => {
  table(
    isLandline,
    [
      '010-12345678',
      '0755-1234567',
      '12345678',
      '1234567',
      '021-12345678-123',
      '02112345678',
      '010-12345678-1',
    ],
    [
      '',
      '010-',
      '010-123456',
      '010-123456789',
      '00-12345678',
      '01234-12345678',
      '010-12345678-',
      '010-12345678-1234567',
      '010--12345678',
      '(010)12345678',
      '01234567',
    ],
  );
});

describe('isEmail', () => {
  table(
    isEmail,
    ['a@b.cn', 'john.doe+lab@example.com', 'sales_01@sub.example-shop.com.cn', 'UPPER@EXAMPLE.ORG'],
    [
      '',
      'plain',
      'a@b',
      '@example.com',
      'a@.com',
      'a@example.',
      '.a@example.com',
      'a..b@example.com',
      'a@-example.com',
      'a b@example.com',
      'a@example.c',
      `${'a'.repeat(250)}@b.cn`,
    ],
  );
});

describe('isRealName', () => {
  table(
    isRealName,
    ['张三', '欧阳娜娜', '爱新觉罗启', '买买提·艾力', '阿·吉', '𠀾明'],
    [
      '',
      '张',
      '爱新觉罗溥仪啊',
      'Zhang San',
      '张三1',
      '买买提•艾力',
      '买买提.艾力',
      '·艾力',
      '艾力·',
      '买买提··艾力',
      '张 三',
      `${'买'.repeat(10)}·${'艾'.repeat(10)}`,
    ],
  );
});

describe('isIdCard', () => {
  table(
    isIdCard,
    [
      // Worked example of GB 11643-1999; its check character is X.
      '11010519491231002X',
      '11010519491231002x',
      '110101199001010015',
      `44030419900307123${idCardCheckDigit('44030419900307123')}`,
      // Born 29 February 2000, a leap day.
      `32031120000229123${idCardCheckDigit('32031120000229123')}`,
      // 15-digit first-generation number, born 1980-12-31.
      '110101801231001',
    ],
    [
      '',
      '110105194912310021',
      '110101199001010016',
      // 30 February, with a check digit that is otherwise correct.
      `11010119900230001${idCardCheckDigit('11010119900230001')}`,
      // 29 February of a non-leap year.
      `11010119010229001${idCardCheckDigit('11010119010229001')}`,
      `11010119901301001${idCardCheckDigit('11010119901301001')}`,
      `11010117001231001${idCardCheckDigit('11010117001231001')}`,
      '110101800230001',
      '110101801331001',
      '010101199001010015',
      '11010119900101001',
      '1101011990010100151',
      '11010119900101001Y',
      '1101011990010100X5',
    ],
  );

  it('computes the GB 11643-1999 check digit', () => {
    // 1·7+1·9+0·10+1·5+0·8+5·4+1·2+9·1+4·6+9·3+1·7+2·9+3·10+1·5+0·8+0·4+2·2 = 167; 167 mod 11 = 2 → X
    expect(idCardCheckDigit('11010519491231002')).toBe('X');
    expect(idCardCheckDigit('11010119900101001')).toBe('5');
    expect(() => idCardCheckDigit('1234')).toThrow(RangeError);
  });
});

describe('isUsername', () => {
  table(
    isUsername,
    ['abcd', 'user_01', 'lab-mall', '实验室用户', '张三abc', 'a'.repeat(20), '𠀾𠀾𠀾𠀾'],
    ['', 'abc', '张三', 'a'.repeat(21), 'user name', 'user@01', 'user.01', '用户！！'],
  );

  it('counts a character outside the BMP once', () => {
    expect(USERNAME_RE.test('𠀾'.repeat(20))).toBe(true);
  });
});

describe('isPassword', () => {
  table(
    isPassword,
    ['abc123', 'P@ssw0rd!', '@!#$%^&*.~', 'a'.repeat(20)],
    ['', 'abc12', 'a'.repeat(21), 'pass word', 'pass-word', '密码123456', 'abc123?'],
  );
});

describe('isSmsCode', () => {
  table(isSmsCode, ['123456', '000000'], ['', '12345', '1234567', '12345a']);
});

describe('unified social credit code', () => {
  // 9·1+1·3+1·9+1·27+0+0+0+0+6·20+0+0+0+3·8+7·24+3·10+4·30+1·28 = 538; 538 mod 31 = 11; 31 − 11 = 20 → L
  const valid = ['91110000600037341L', '91350100M000012342', '91310000MA1FL0000N'];

  it.each(valid)('%s has the shape and a valid check character', (code) => {
    expect(isCreditCodeShape(code)).toBe(true);
    expect(creditCodeCheckValid(code)).toBe(true);
  });

  it.each(['91110000600037341M', '91350100M000012343'])(
    '%s has the shape but a wrong check character',
    (code) => {
      expect(isCreditCodeShape(code)).toBe(true);
      expect(creditCodeCheckValid(code)).toBe(false);
    },
  );

  it.each([
    '',
    '91110000600037341',
    '91110000600037341LL',
    '91110000600037341l',
    '9111000060003734IL',
    '9111000060003734OL',
    '9111000060003734SL',
    '9111000060003734VL',
    '9111000060003734ZL',
    '911100006000-7341L',
  ])('%j does not have the shape', (code) => {
    expect(isCreditCodeShape(code)).toBe(false);
    expect(creditCodeCheckValid(code)).toBe(false);
  });

  it('computes the check character, wrapping 31 to 0', () => {
    expect(creditCodeCheckChar('91110000600037341')).toBe('L');
    expect(creditCodeCheckChar('0'.repeat(17))).toBe('0');
    expect(() => creditCodeCheckChar('9111000060003734')).toThrow(RangeError);
  });
});

describe('isCasNumber', () => {
  table(
    isCasNumber,
    // acetonitrile, water, ethanol, formaldehyde, silicon, sodium chloride
    ['75-05-8', '7732-18-5', '64-17-5', '50-00-0', '7440-21-3', '7647-14-5', '1234567-89-5'],
    [
      '',
      '64-17-6',
      '7732-18-4',
      '75-5-8',
      '7-05-8',
      '12345678-00-0',
      '075-05-8',
      '75-05-88',
      '75058',
      '75_05_8',
    ],
  );
});

describe('maskPhone', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['T13812345678', 'T138****5678'],
    ['010-12345678', '010****5678'],
    ['1234567', '1234567'],
    ['', ''],
  ])('%j → %j', (input, masked) => expect(maskPhone(input)).toBe(masked));
});
