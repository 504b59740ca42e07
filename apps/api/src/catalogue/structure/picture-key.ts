/** Where a structure's picture is kept and linked; no data access, so pages and schema may import it. */

/**
 * Raised when the drawing changes (size, colours, options): the key holds it, so a new drawing gets a
 * new address and the year-long cache of the old one does no harm.
 */
const DRAWING_VERSION = 'v2';
const PREFIX = `structures/${DRAWING_VERSION}/`;
const KEY_RE = /^structures\/v\d+\/[A-Z]{14}-[A-Z]{10}-[A-Z]\.svg$/;

/** Structures with one InChIKey share one file: the key is the substance, not the product. */
export function structurePictureKey(inchikey: string): string {
  return `${PREFIX}${inchikey}.svg`;
}

export function isStructurePictureKey(key: string): boolean {
  return KEY_RE.test(key);
}

/** What pages link: a stable address, answered from storage with a long cache (structure-media.ts). */
export const STRUCTURE_MEDIA_PREFIX = '/media/structure/';
export const structurePictureUrl = (key: string) =>
  `${STRUCTURE_MEDIA_PREFIX}${key.slice('structures/'.length)}`;
export const structureKeyOfUrlPath = (path: string) => `structures/${path}`;
