import { describe, expect, it } from 'vitest';
import { errorXml, parseCompleteXml } from './s3-xml.ts';

describe('CompleteMultipartUpload bodies', () => {
  it('when the body lists parts (as the AWS SDK writes it), then they are read with unescaped ETags', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><CompleteMultipartUpload xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Part><ETag>&quot;abc&quot;</ETag><PartNumber>1</PartNumber></Part><Part><PartNumber>2</PartNumber><ETag>"def"</ETag><ChecksumCRC32>x</ChecksumCRC32></Part></CompleteMultipartUpload>`;
    expect(parseCompleteXml(xml)).toEqual([
      { partNumber: 1, etag: '"abc"' },
      { partNumber: 2, etag: '"def"' },
    ]);
  });

  it.each([
    ['another document', '<Delete><Object><Key>a</Key></Object></Delete>'],
    [
      'a part without a number',
      '<CompleteMultipartUpload><Part><ETag>"a"</ETag></Part></CompleteMultipartUpload>',
    ],
    [
      'stray content',
      '<CompleteMultipartUpload>junk<Part><PartNumber>1</PartNumber><ETag>"a"</ETag></Part></CompleteMultipartUpload>',
    ],
    [
      'an entity declaration',
      '<!DOCTYPE x [<!ENTITY e "x">]><CompleteMultipartUpload></CompleteMultipartUpload>',
    ],
  ])('when the body is %s, then it is refused', (_name, xml) => {
    expect(parseCompleteXml(xml)).toBeNull();
  });

  it('escapes what it writes', () => {
    expect(errorXml('X', '<b>&', '/r', 'id')).toContain('<Message>&#60;b&#62;&#38;</Message>');
  });
});
