import { useState, type ImgHTMLAttributes } from 'react';
import './img.css';

/** An image that shows the 'No Image' placeholder when it is missing or fails to load (spec §8). */
export function Img({ src, alt, className, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={`img-placeholder ${className ?? ''}`} role="img" aria-label={alt ? `${alt}: No Image` : 'No Image'}>
        <span>No Image</span>
      </div>
    );
  }
  return <img src={src} alt={alt} className={className} loading="lazy" decoding="async" onError={() => setFailed(true)} {...rest} />;
}
