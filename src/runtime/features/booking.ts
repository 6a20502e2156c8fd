/** Entry for pages with booking blocks: click-to-load widgets, their layout, the owner's preview-only alert. */
import { readPageContext, registerFeature } from '../core';
import { enhanceBookingBlocks } from '../controllers/booking-widgets';

registerFeature('booking', () =>
  enhanceBookingBlocks(document, {
    signedIn: (readPageContext()?.authenticatedAccount ?? null) !== null,
    observeWidth: (element, onWidth) => {
      if (typeof ResizeObserver === 'undefined') return () => {};
      const observer = new ResizeObserver((entries) => {
        for (const entry of entries) onWidth(entry.contentRect.width);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
  }),
);
