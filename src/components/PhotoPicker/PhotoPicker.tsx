import { useState, type ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { LIMITS } from '../../contract/choices';
import { fieldset, hint, status } from '../../styles/form.css';
import { visuallyHidden } from '../../styles/utilities.css';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { FieldError } from '../Field/FieldError';
import { checkPhoto, PHOTO_ADDED, readPhoto } from './photos';
import * as styles from './PhotoPicker.css';

export type PhotoPickerProps = {
  /** The photos kept so far, as image data URLs. */
  photos: string[];
  onChange: (photos: string[]) => void;
  /** Labels the first photo the main photo, as the older profile-setup flow does. */
  labelMainPhoto?: boolean;
};

/** Up to six images: each checked, scaled down, previewed and removable. */
export function PhotoPicker({ photos, onChange, labelMainPhoto = false }: PhotoPickerProps) {
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const full = photos.length >= LIMITS.maxPhotos;

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
    } catch (failure) {
      setMessage({ kind: 'error', text: (failure as Error).message });
    }
  };

  return (
    <fieldset className={`${fieldset} ${styles.picker}`}>
      {/* The step's heading names the group on screen; this names it for assistive technology. */}
      <legend className={visuallyHidden}>Photos</legend>
      {photos.length > 0 && (
        <ul className={styles.grid}>
          {photos.map((photo, index) => {
            const main = labelMainPhoto && index === 0;
            return (
              <li key={`${index}-${photo.length}`} className={styles.photo}>
                <img
                  className={styles.image}
                  src={photo}
                  alt={main ? 'Main photo' : `Preview ${index + 1}`}
                />
                {main && (
                  <Badge tone="compatibility" className={styles.mainLabel} aria-hidden>
                    Main Photo
                  </Badge>
                )}
                <Button
                  className={styles.remove}
                  variant="secondary"
                  size="sm"
                  iconOnly
                  icon={<X size={16} aria-hidden />}
                  aria-label={`Remove photo ${index + 1}`}
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
          Add Photo
          <input className={visuallyHidden} type="file" accept="image/*" onChange={add} />
        </label>
      )}
      <p className={hint}>
        {photos.length} / {LIMITS.maxPhotos} photos{full ? ' (the most you can add)' : ''}. Images
        up to 5MB.
      </p>
      {message?.kind === 'error' && <FieldError>{message.text}</FieldError>}
      {message?.kind === 'success' && (
        <p role="status" className={status}>
          {message.text}
        </p>
      )}
    </fieldset>
  );
}
