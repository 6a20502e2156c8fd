import type { PickerProps } from '../../layout-editor/pickers';
import { ImageField } from './image-field';
import { imagePatch } from './image-patch';

/** The image block's `src` in the page editor: choosing an asset also sets size, focal point and alt. */
export default function ImageBlockField({ value, onChange, invalid, labelId, data, onPatch }: PickerProps) {
  return (
    <ImageField
      labelId={labelId}
      value={value}
      onChange={onChange}
      onPick={(asset) => onPatch(imagePatch(asset, data))}
      invalid={invalid}
    />
  );
}
