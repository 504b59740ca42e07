/**
 * Reading the few flat S3 XML answers the helper needs, without DOMParser (absent in workers and in
 * Node, where the helper is tested). S3's answers are machine-written and shallow: a tag's text is all
 * that is ever needed.
 */
const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCharCode(Number.parseInt(n, 16)))
    .replace(/&amp;/g, '&');

/** The text of the first `<tag>` in `xml`, or undefined. */
export function xmlText(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match ? decodeEntities(match[1]!) : undefined;
}

/** The inner XML of every `<tag>…</tag>` block. */
export function xmlBlocks(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);
}

export const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
