import type { PickerProps } from '../../layout-editor/pickers';
import { ImageField } from './image-field';

/** A video's poster in the page editor: the one image picker, setting only the poster's address. */
export default function PosterField({ value, onChange, invalid, labelId }: PickerProps) {
  return <ImageField labelId={labelId} value={value} onChange={onChange} invalid={invalid} />;
}
