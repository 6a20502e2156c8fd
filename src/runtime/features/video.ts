/** Entry for pages with video blocks: play buttons that load the provider's player on press. */
import { registerFeature } from '../core';
import { readConsent } from '../consent/consent-store';
import { enhanceVideoPlayers } from '../controllers/video-players';

registerFeature('video', () =>
  enhanceVideoPlayers(document, {
    consentChoice: () => readConsent().choice,
    observeVisible: (element, onVisible) => {
      if (typeof IntersectionObserver === 'undefined') return () => {};
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onVisible();
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
  }),
);
