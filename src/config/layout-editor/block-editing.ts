// What editing a block's data needs: the block definitions (zod/mini schemas, defaults), the
// layout check and the settings form drawn from the schemas. Together they are about two thirds
// of the editor's own JavaScript, so the editor's first screen (its block list, toolbar and
// preview) comes without them and fetches this module as it opens (use-block-editing.ts).
export { getBlockDefinition } from '../../shared/blocks/registry';
export { validateLayout } from '../../shared/blocks/validate-layout';
export { BlockInspector } from './block-inspector';
