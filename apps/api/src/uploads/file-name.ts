/**
 * The name offered when a member's file is downloaded: their own name, stripped of paths and
 * characters that break headers or file systems, always ending in the extension of the type the
 * server found (a PNG called photo.jpg downloads as photo.png).
 */
export function downloadName(clientName: string, ext: string): string {
  const base = (clientName.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 80)
    .replace(/^\.+/, '');
  return `${base || '文件'}.${ext}`;
}
