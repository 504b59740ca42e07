import { Image } from './kit';

// Uploads of purpose identity are pictures today; a PDF (should that change) still opens.
const isPdf = (url: string) => /\.pdf(\?|$)/i.test(url);

/** A licence's file: a picture opens large on click, a PDF in a new tab. */
export function LicenceFile({ url, label }: { url: string; label: string }) {
  if (!url) return <span>文件不可用</span>;
  if (isPdf(url)) {
    return (
      <a href={url} target="_blank" rel="noreferrer">
        查看 PDF
      </a>
    );
  }
  return <Image src={url} alt={`${label}图片`} width={64} />;
}
