import { createContext, useContext } from 'react';

/**
 * Which image of a page loads first. The first large image of a page (the likely Largest
 * Contentful Paint) is fetched eagerly with `fetchpriority="high"`; every other image is lazy.
 * React renders a page's tree in document order, synchronously (`renderToString`), so a
 * counter that the first candidate claims is decided during render: no JavaScript needed.
 *
 * One `ImagePriority` per render (render-document.tsx makes it). Outside a page render (tests of
 * one block, the owners' app) the default claims nothing: every image is lazy.
 */
export interface ImagePriority {
  /** True for the first caller only. */
  claim(): boolean;
}

export function createImagePriority(): ImagePriority {
  let claimed = false;
  return {
    claim() {
      if (claimed) return false;
      claimed = true;
      return true;
    },
  };
}

const NEVER: ImagePriority = { claim: () => false };

export const ImagePriorityContext = createContext<ImagePriority>(NEVER);
export const useImagePriority = () => useContext(ImagePriorityContext);
