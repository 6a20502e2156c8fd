import { GRID_COLUMNS, type LayoutBlock } from '../../shared/layout/layout';
import type { AnyBlockDefinition } from '../../shared/blocks/registry';
import { BlockAnimationFields } from './block-animation-fields';
import { fieldsOf } from './block-fields';
import { BlockForm } from './block-form';
import { t } from '../text';

/** The selected block's settings (from its schema) and its place on the grid. */
export function BlockInspector({
  block,
  definition,
  errors,
  onUpdate,
}: {
  block: LayoutBlock;
  definition: AnyBlockDefinition;
  /** This block's errors, keyed by data field path. */
  errors: Record<string, string>;
  /** `key` merges successive edits of one field into one undo step. */
  onUpdate: (update: (block: LayoutBlock) => LayoutBlock, key?: string) => void;
}) {
  return (
    <form
      className="inspector"
      aria-label={t('owners.layoutEditor.inspector.settings', { label: definition.label })}
      onSubmit={(event) => event.preventDefault()}
    >
      <h2>{definition.label}</h2>
      <BlockForm
        fields={fieldsOf(definition.schema)}
        data={block.data as Record<string, unknown>}
        errors={errors}
        onChange={(key, value) =>
          onUpdate(
            (current) => ({ ...current, data: { ...current.data, [key]: value } }),
            `${block.id}.${key}`,
          )
        }
        onPatch={(patch) => onUpdate((current) => ({ ...current, data: { ...current.data, ...patch } }))}
      />
      <GridFields block={block} onChange={(grid) => onUpdate((current) => ({ ...current, grid }))} />
      <BlockAnimationFields
        block={block}
        onChange={(animation) =>
          onUpdate(({ animation: _old, ...current }) => (animation ? { ...current, animation } : current))
        }
      />
    </form>
  );
}

/** Placement on the 12-column grid: the start column and how many columns the block spans. */
function GridFields({
  block,
  onChange,
}: {
  block: LayoutBlock;
  onChange: (grid: { column: number; span: number }) => void;
}) {
  const { column, span } = block.grid ?? { column: 1, span: GRID_COLUMNS };
  const columns = Array.from({ length: GRID_COLUMNS }, (_, index) => index + 1);
  return (
    <fieldset className="field-group">
      <legend>{t('owners.layoutEditor.grid.legend')}</legend>
      <div className="field">
        <label htmlFor="grid-column">{t('owners.layoutEditor.grid.column')}</label>
        <select
          id="grid-column"
          value={column}
          onChange={(event) => {
            const next = Number(event.target.value);
            onChange({ column: next, span: Math.min(span, GRID_COLUMNS - next + 1) });
          }}
        >
          {columns.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="grid-span">{t('owners.layoutEditor.grid.span')}</label>
        <select
          id="grid-span"
          value={span}
          onChange={(event) => onChange({ column, span: Number(event.target.value) })}
        >
          {columns
            .filter((value) => value <= GRID_COLUMNS - column + 1)
            .map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
        </select>
      </div>
    </fieldset>
  );
}
