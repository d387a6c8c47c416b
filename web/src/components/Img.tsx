import { useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { useT } from '@/i18n/I18n';
import './img.css';

/**
 * An image that shows the 'No Image' placeholder when it is missing or fails to load (spec §8).
 * Give width and height: the placeholder keeps the same shape, so nothing moves when it swaps in.
 */
export function Img({ src, alt, className, width, height, style, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const t = useT('common');
  if (!src || failedSrc === src) {
    const shape: CSSProperties | undefined = width && height ? { aspectRatio: `${width} / ${height}` } : undefined;
    return (
      <span
        className={`img-placeholder ${className ?? ''}`}
        style={{ ...style, ...shape }}
        role="img"
        aria-label={alt ? t('noImageOf', { alt }) : t('noImage')}
      >
        <span aria-hidden="true">{t('noImage')}</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      width={width}
      height={height}
      style={style}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      {...rest}
    />
  );
}
