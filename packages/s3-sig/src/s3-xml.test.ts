import { describe, expect, it } from 'vitest';
import {
  completeRequestXml,
  completeResultXml,
  errorXml,
  initiateResultXml,
  listPartsResultXml,
  parseCompleteRequestXml,
  parseCompleteResultXml,
  parseErrorXml,
  parseInitiateResultXml,
  parseListPartsResultXml,
} from './s3-xml.ts';

describe('CompleteMultipartUpload bodies', () => {
  it('when the body lists parts (as the AWS SDK writes it), then they are read with unescaped ETags', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><CompleteMultipartUpload xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Part><ETag>&quot;abc&quot;</ETag><PartNumber>1</PartNumber></Part><Part><PartNumber>2</PartNumber><ETag>"def"</ETag><ChecksumCRC32>x</ChecksumCRC32></Part></CompleteMultipartUpload>`;
    expect(parseCompleteRequestXml(xml)).toEqual([
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
    expect(parseCompleteRequestXml(xml)).toBeNull();
  });

  it('escapes what it writes', () => {
    expect(errorXml('X', '<b>&', '/r', 'id')).toContain('<Message>&#60;b&#62;&#38;</Message>');
  });
});

describe('documents written by one side and read by the other', () => {
  const parts = [
    { partNumber: 1, etag: '"a&b<c>"', size: 512_000 },
    { partNumber: 2, etag: '"d"', size: 10 },
  ];

  it('when the uploader writes CompleteMultipartUpload, then the endpoint reads the same parts back', () => {
    const refs = parts.map(({ partNumber, etag }) => ({ partNumber, etag }));
    const xml = completeRequestXml(refs);
    expect(xml).toBe(
      '<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>&#34;a&#38;b&#60;c&#62;&#34;</ETag></Part><Part><PartNumber>2</PartNumber><ETag>&#34;d&#34;</ETag></Part></CompleteMultipartUpload>',
    );
    expect(parseCompleteRequestXml(xml)).toEqual(refs);
  });

  it('when the endpoint answers Initiate, Complete and ListParts, then the uploader reads each answer', () => {
    expect(parseInitiateResultXml(initiateResultXml('labmall', 'u/1/a.png', 'up&1'))).toBe('up&1');
    expect(parseInitiateResultXml('<InitiateMultipartUploadResult/>')).toBeUndefined();
    expect(parseCompleteResultXml(completeResultXml('/storage/labmall/k', 'labmall', 'k', '"e-2"'))).toBe(
      '"e-2"',
    );
    expect(parseCompleteResultXml('<CompleteMultipartUploadResult/>')).toBe('');
    const page = { bucket: 'labmall', key: 'k', uploadId: 'u', marker: 0, maxParts: 1000 };
    expect(parseListPartsResultXml(listPartsResultXml({ ...page, parts, truncated: true }))).toEqual({
      parts,
      truncated: true,
      nextMarker: 2,
    });
    expect(
      parseListPartsResultXml(listPartsResultXml({ ...page, marker: 7, parts: [], truncated: false })),
    ).toEqual({ parts: [], truncated: false, nextMarker: 7 });
  });

  it('when the answer is an error document, then its code and message are read; otherwise there is none', () => {
    expect(parseErrorXml(errorXml('ExpiredToken', '凭证已过期 <x>', '/storage/labmall/k', 'r1'))).toEqual({
      code: 'ExpiredToken',
      message: '凭证已过期 <x>',
    });
    expect(parseErrorXml('<Error><Message>busy</Message></Error>')).toEqual({
      code: undefined,
      message: 'busy',
    });
    expect(parseErrorXml(initiateResultXml('labmall', 'k', 'u'))).toBeNull();
    expect(parseErrorXml('')).toBeNull();
  });
});
