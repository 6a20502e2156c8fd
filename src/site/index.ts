export { SitePage } from './site-page';
export { Document } from './document';
export { LayoutView } from './components/layout-view';
export {
  blockRegistry,
  getBlockDefinition,
  htmlFieldsOf,
  runtimeFeaturesOf,
  validateLayout,
} from './blocks/registry';
export type { AnyBlockDefinition, LayoutValidation } from './blocks/registry';
export type { BlockDefinition } from './blocks/types';
export type * from './view-model';
