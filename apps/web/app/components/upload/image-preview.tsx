import { useEffect, useRef, useState } from 'react';
import { uploadMessages } from './upload-messages';

/**
 * An uploaded image, or 图片加载失败 when it cannot load (SPEC §8): an expired link, a file the
 * browser cannot decode. An image rendered on the server may fail before React is listening, so the
 * element is also checked once on mount.
 */
export function ImagePreview({ src, alt, size = 96 }: { src: string; alt: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    setFailed(false);
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && src) setFailed(true);
  }, [src]);

  const box = { width: size, height: size, borderRadius: 6, border: '1px solid #e5e7eb' } as const;
  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        style={{ ...box, display: 'grid', placeItems: 'center', fontSize: 12, color: '#8c8c8c' }}
      >
        {uploadMessages.previewFailed}
      </div>
    );
  }
  // The whole image, letterboxed: a voucher or licence cropped to a square lost the figures that
  // matter; a click opens it at full size (issue 32, item 15).
  return (
    <a
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      className="lm-image-preview"
      title={uploadMessages.enlarge}
      style={{ display: 'inline-block', lineHeight: 0 }}
    >
      <img
        ref={image}
        src={src}
        alt={alt}
        onError={() => setFailed(true)}
        style={{ ...box, objectFit: 'contain', background: '#fafafa' }}
      />
      <span className="lm-sr-only">{uploadMessages.enlarge}</span>
    </a>
  );
}
