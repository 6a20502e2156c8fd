import type { LayoutBlock } from '../../../shared/layout/layout';
import { useBlockResources } from '../resources';
import { FormView } from './form-view';
import type { FormBlockData } from '../../../shared/blocks/form';

export function FormBlock({ block }: { block: LayoutBlock<FormBlockData> }) {
  const form = useBlockResources().forms[block.data.formId];
  return (
    <div className="sqs-block sqs-block-form" data-block-id={block.id}>
      {block.data.showTitle && form && <h2 className="form-title">{form.name}</h2>}
      <FormView formId={block.data.formId} />
    </div>
  );
}
