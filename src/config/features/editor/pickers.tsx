import type { ComponentType } from 'react';
import { FormPicker } from '../forms/form-picker';

export interface PickerProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}

/**
 * Inputs for block fields whose value is chosen from the site's own data, by the name a block
 * schema gives in `z.meta({ picker })`. An area adds its picker here.
 */
export const blockFieldPickers: Record<string, ComponentType<PickerProps>> = {
  form: (props) => <FormPicker kind="form" {...props} />,
  'newsletter-form': (props) => <FormPicker kind="newsletter" {...props} />,
};
