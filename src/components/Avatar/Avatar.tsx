'use client';

import { useState } from 'react';
import { avatar, image } from './Avatar.css';
import { initials } from './initials';

export type AvatarProps = {
  /** The person's name: the picture's accessible name, and the initials shown without a photo. */
  name: string;
  /** A photo URL or data URL; without one, or if it fails to load, the initials show. */
  src?: string | null;
  /**
   * Its width and height: sm (32 px) for comments and bylines, md (48 px) for lists, lg (96 px)
   * for a new match. @default md
   */
  size?: 'sm' | 'md' | 'lg';
};

export function Avatar({ name, src, size }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = Boolean(src) && failedSrc !== src;
  return (
    <span className={avatar({ size })} role="img" aria-label={name}>
      {showPhoto ? (
        <img
          className={image}
          src={src!}
          alt=""
          loading="lazy"
          onError={() => setFailedSrc(src!)}
        />
      ) : (
        <span aria-hidden>{initials(name)}</span>
      )}
    </span>
  );
}
