'use client';

import { useState } from 'react';
import ImageOff from 'lucide-react/icons/image-off';
import * as styles from './Picture.css';

export type PictureProps = {
  /** The image's URL; none, or one that fails to load, shows the placeholder. */
  src: string | null | undefined;
  /** What the picture shows; empty for a decorative one. */
  alt: string;
  /** Extra class names for the image (or its placeholder), after the component's own. */
  className?: string;
};

/**
 * An image that never shows the browser's broken-image icon: a missing or unreachable URL
 * gives a neutral placeholder of the same size instead.
 */
export function Picture({ src, alt, className }: PictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = className ? `${styles.frame} ${className}` : styles.frame;
  if (!src || failedSrc === src) {
    return (
      <span
        className={`${classes} ${styles.placeholder}`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <ImageOff size={28} aria-hidden />
      </span>
    );
  }
  return (
    <img
      className={`${classes} ${styles.image}`}
      src={src}
      alt={alt}
      draggable={false}
      decoding="async"
      loading="lazy"
      onError={() => setFailedSrc(src)}
    />
  );
}
