import { describe, expect, it } from 'vitest';
import { blockDefinitions } from '../../shared/blocks/registry';
import { fieldsOf, refineForDisplay, type FieldSpec } from './block-fields';

/** Every choice (a select) of every block's settings, nested groups and list items included. */
function choicesOf(fields: FieldSpec[], path = ''): Array<{ path: string; value: string; label: string }> {
  return fields.flatMap((raw) => {
    const field = refineForDisplay(raw);
    if (field.kind === 'group' || field.kind === 'list')
      return choicesOf(field.fields, `${path}${field.key}.`);
    if (field.kind !== 'choice') return [];
    return field.options.map((option) => ({
      path: `${path}${field.key}`,
      value: String(option),
      label: field.optionLabels[String(option)] ?? '',
    }));
  });
}

const all = blockDefinitions.flatMap((definition) =>
  choicesOf(fieldsOf(definition.schema)).map((choice) => ({ ...choice, type: definition.type })),
);

describe('the editor’s selects show labels, not stored values', () => {
  it('never shows a raw word value ("primary", "strikeDiagonal", "top-left") as an option', () => {
    expect(all.length).toBeGreaterThan(50);
    const raw = all.filter(({ value, label }) => /^[a-z][a-zA-Z_-]*$/.test(value) && label === value);
    expect(raw).toEqual([]);
    // Nor one still spelled like code: camelCase or joined with dashes and underscores.
    expect(
      all.filter(({ value, label }) => /[a-z][A-Z]|[a-z][-_][a-z]/.test(value) && label.includes(value)),
    ).toEqual([]);
  });

  it('reads the button’s and the text’s choices as words', () => {
    const labelsOf = (type: string, path: string) =>
      all.filter((choice) => choice.type === type && choice.path === path).map((choice) => choice.label);
    expect(labelsOf('button', 'style')).toEqual(['Primary', 'Secondary', 'Tertiary']);
    expect(labelsOf('button', 'size')).toEqual(['Small', 'Medium', 'Large']);
    expect(labelsOf('text', 'alignment')).toEqual(['Left', 'Center', 'Right']);
    expect(labelsOf('text-highlight', 'shape')).toContain('Strike diagonal');
    expect(labelsOf('code', 'mode')).toEqual(['Code', 'HTML']);
  });
});
