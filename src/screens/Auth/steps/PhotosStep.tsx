import { useState, type ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { Button } from '../../../components/Button/Button';
import { FieldError } from '../../../components/Field/FieldError';
import { LIMITS } from '../../../contract/choices';
import { visuallyHidden } from '../../../styles/utilities.css';
import { checkPhoto, PHOTO_ADDED, readPhoto } from '../photos';
import * as styles from '../Auth.css';
import type { StepProps } from './types';

/** Step 5, Photos: up to six images, checked, scaled down, previewed and removable. */
export function PhotosStep({ form, change }: StepProps) {
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const full = form.photos.length >= LIMITS.maxPhotos;

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkPhoto(file);
    if (problem) return setMessage({ kind: 'error', text: problem });
    try {
      const photo = await readPhoto(file);
      change({ photos: [...form.photos, photo] });
      setMessage({ kind: 'success', text: PHOTO_ADDED });
    } catch (failure) {
      setMessage({ kind: 'error', text: (failure as Error).message });
    }
  };

  return (
    <>
      {form.photos.length > 0 && (
        <ul className={styles.photoGrid}>
          {form.photos.map((photo, index) => (
            <li key={`${index}-${photo.length}`} className={styles.photo}>
              <img className={styles.photoImage} src={photo} alt={`Preview ${index + 1}`} />
              <Button
                className={styles.photoRemove}
                variant="secondary"
                size="sm"
                iconOnly
                icon={<X size={16} aria-hidden />}
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => change({ photos: form.photos.filter((_, kept) => kept !== index) })}
              />
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <label className={styles.upload}>
          <ImagePlus size={22} aria-hidden />
          Add Photo
          <input className={visuallyHidden} type="file" accept="image/*" onChange={add} />
        </label>
      )}
      <p className={styles.hint}>
        {form.photos.length} / {LIMITS.maxPhotos} photos{full ? ' (the most you can add)' : ''}.
        Images up to 5MB.
      </p>
      {message?.kind === 'error' && <FieldError>{message.text}</FieldError>}
      {message?.kind === 'success' && (
        <p role="status" className={styles.status}>
          {message.text}
        </p>
      )}
    </>
  );
}
