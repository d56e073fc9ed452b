import { PhotoPicker } from '../../../components/PhotoPicker/PhotoPicker';
import type { StepProps } from './stepProps';

/** Step 5, Photos: at least one, at most six. */
export function PhotosStep({ form, change }: StepProps) {
  return <PhotoPicker photos={form.photos} onChange={(photos) => change({ photos })} />;
}
