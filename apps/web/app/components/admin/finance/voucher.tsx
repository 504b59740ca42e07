import { Image } from '../kit';

const isPdf = (fileName: string, url: string) =>
  /\.pdf$/i.test(fileName) || /\.pdf(?:$|\?)/i.test(new URL(url, 'http://x').pathname);

/** A transfer voucher: an image as a thumbnail that opens full size, a PDF as a link to open it. */
export function Voucher({ url, fileName }: { url: string; fileName: string }) {
  if (!url) return <span>无凭证</span>;
  if (isPdf(fileName, url)) {
    return (
      <a href={url} target="_blank" rel="noreferrer">
        查看 PDF 凭证{fileName ? `（${fileName}）` : ''}
      </a>
    );
  }
  return (
    <Image
      src={url}
      width={64}
      height={64}
      style={{ objectFit: 'cover' }}
      alt={`转账凭证 ${fileName}`.trim()}
      preview={{ mask: '查看大图' }}
    />
  );
}
