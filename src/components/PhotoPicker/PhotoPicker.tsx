'use client';

import { useState, type ChangeEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { LIMITS } from '../../contract/choices';
import { fieldset, hint, status } from '../../styles/form.css';
import { visuallyHidden } from '../../styles/utilities.css';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { FieldError } from '../Field/FieldError';
import { checkPhoto, PHOTO_ADDED, READ_FAILED, readPhoto } from './photos';
import * as styles from './PhotoPicker.css';

export type PhotoPickerProps = {
  /** The photos kept so far, as image data URLs. */
  photos: string[];
  /** Called with the new list of photos when the member adds or removes one. */
  onChange: (photos: string[]) => void;
  /** Labels the first photo the main photo, as the older profile-setup flow does. */
  labelMainPhoto?: boolean;
};

/** What the picker last said about a chosen file, shown in the interface's language. */
type Notice = { kind: 'error' | 'success'; text: MessageDescriptor };

/** Up to six images: each checked, scaled down, previewed and removable. */
export function PhotoPicker({ photos, onChange, labelMainPhoto = false }: PhotoPickerProps) {
  const { t } = useLingui();
  const [message, setMessage] = useState<Notice | null>(null);
  const count = photos.length;
  const max = LIMITS.maxPhotos;
  const full = count >= max;

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkPhoto(file);
    if (problem) return setMessage({ kind: 'error', text: problem });
    try {
      const photo = await readPhoto(file);
      onChange([...photos, photo]);
      setMessage({ kind: 'success', text: PHOTO_ADDED });
    } catch {
      setMessage({ kind: 'error', text: READ_FAILED });
    }
  };

  return (
    <fieldset className={`${fieldset} ${styles.picker}`}>
      {/* The step's heading names the group on screen; this names it for assistive technology. */}
      <legend className={visuallyHidden}>
        <Trans>Photos</Trans>
      </legend>
      {photos.length > 0 && (
        <ul className={styles.grid}>
          {photos.map((photo, index) => {
            const main = labelMainPhoto && index === 0;
            const number = index + 1;
            return (
              <li key={`${index}-${photo.length}`} className={styles.photo}>
                <img
                  className={styles.image}
                  src={photo}
                  alt={main ? t`Main photo` : t`Preview ${number}`}
                />
                {main && (
                  <Badge tone="compatibility" className={styles.mainLabel} aria-hidden>
                    <Trans>Main Photo</Trans>
                  </Badge>
                )}
                <Button
                  className={styles.remove}
                  variant="secondary"
                  size="sm"
                  iconOnly
                  icon={<X size={16} aria-hidden />}
                  aria-label={t`Remove photo ${number}`}
                  onClick={() => onChange(photos.filter((_, kept) => kept !== index))}
                />
              </li>
            );
          })}
        </ul>
      )}
      {!full && (
        <label className={styles.upload}>
          <ImagePlus size={22} aria-hidden />
          <Trans>Add Photo</Trans>
          <input className={visuallyHidden} type="file" accept="image/*" onChange={add} />
        </label>
      )}
      <p className={hint}>
        {full ? (
          <Trans>
            {count} / {max} photos (the most you can add). Images up to 5MB.
          </Trans>
        ) : (
          <Trans>
            {count} / {max} photos. Images up to 5MB.
          </Trans>
        )}
      </p>
      {message?.kind === 'error' && <FieldError>{t(message.text)}</FieldError>}
      {message?.kind === 'success' && (
        <p role="status" className={status}>
          {t(message.text)}
        </p>
      )}
    </fieldset>
  );
}
