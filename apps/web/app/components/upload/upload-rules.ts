import { uploadMessages } from './upload-messages';

/** SPEC §5: images png, gif, jpg, jpeg; video mp4. */
export const IMAGE_EXTENSIONS = ['png', 'gif', 'jpg', 'jpeg'] as const;
export const VIDEO_EXTENSIONS = ['mp4'] as const;
/** Transfer vouchers may also be the bank's PDF receipt. */
export const DOCUMENT_EXTENSIONS = ['pdf'] as const;
export type MediaExtension =
  | (typeof IMAGE_EXTENSIONS)[number]
  | (typeof VIDEO_EXTENSIONS)[number]
  | (typeof DOCUMENT_EXTENSIONS)[number];

/** Lower-case extension without the dot; '' when there is none. */
export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export const isImageName = (name: string) =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/**
 * The control's checks before anything is sent, with SPEC §5's texts; null when the file may go.
 * The server checks again, by content: these only save the member a wasted upload.
 */
export function checkFile(
  file: { name: string; size: number },
  rules: { accept: readonly MediaExtension[]; maxSizeMb: number },
): string | null {
  if (!(rules.accept as readonly string[]).includes(extensionOf(file.name))) {
    return uploadMessages.wrongExtension(rules.accept);
  }
  if (file.size > rules.maxSizeMb * 1024 * 1024) return uploadMessages.tooLarge(rules.maxSizeMb);
  return null;
}

/** The value for an `<input accept>`: the extensions, so the picker offers the right files first. */
export const acceptAttribute = (accept: readonly MediaExtension[]) => accept.map((e) => `.${e}`).join(',');

/**
 * The object key this browser writes to: the member's prefix and a fresh name. The server renames
 * the file when it accepts it, so only the extension of the member's own name survives here.
 */
export function uploadKey(prefix: string, fileName: string, random: () => string = randomId): string {
  const ext = extensionOf(fileName)
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8);
  return `${prefix}${Date.now().toString(36)}-${random()}${ext ? `.${ext}` : ''}`;
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
