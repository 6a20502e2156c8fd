export { SitePage } from './site-page';
export { Document } from './document';
export { LayoutView } from './components/layout-view';
export { blockRenderers, rendererOf } from './blocks/render-registry';
export type { BlockRenderer } from './blocks/render-registry';
export type * from './view-model';
