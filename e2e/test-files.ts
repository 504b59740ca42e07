/** The smallest files the store accepts as uploads, shared by the journeys. */

/** A 1×1 PNG a browser decodes (an avatar, an ID photo, a voucher as a thumbnail). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal PDF (a bank slip sent as a voucher). */
export const PDF = Buffer.from(
  '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
  'latin1',
);
