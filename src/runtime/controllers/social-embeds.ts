/**
 * Social post cards whose owner chose the provider's own embed (`data-provider-embed`). The card
 * is complete as rendered; the provider's script and markup replace it only when the visitor's
 * consent allows (at once where the site's policy needs none, else once the visitor accepts,
 * even later on the same page). Declined: the static card stays and nothing is fetched.
 */
import { CONSENT_CHANGED_EVENT } from '../../shared/consent/consent-state';
import { SOCIAL_PROVIDERS, type SocialPostProvider } from '../../shared/media/third-party-embeds';
import { mayLoadProvider } from './video-players';

const isProvider = (value: string | undefined): value is SocialPostProvider =>
  value !== undefined && Object.hasOwn(SOCIAL_PROVIDERS, value);

/** The provider's embed markup for a post address (its script turns it into the embed). */
function providerMarkup(doc: Document, provider: SocialPostProvider, postUrl: string): HTMLElement {
  const link = doc.createElement('a');
  link.href = postUrl;
  link.textContent = postUrl;
  if (provider === 'twitter' || provider === 'instagram') {
    const quote = doc.createElement('blockquote');
    quote.className = provider === 'twitter' ? 'twitter-tweet' : 'instagram-media';
    if (provider === 'instagram') quote.dataset.instgrmPermalink = postUrl;
    quote.append(link);
    return quote;
  }
  if (provider === 'flickr') {
    link.dataset.flickrEmbed = 'true';
    return link;
  }
  const box = doc.createElement('div');
  box.className = 'pixels-photo';
  box.append(link);
  return box;
}

export function enhanceSocialEmbeds(
  root: Document | Element,
  dependencies: { consentChoice: () => 'accepted' | 'declined' | null; target?: EventTarget },
): () => void {
  const doc: Document = 'createElement' in root ? root : root.ownerDocument;
  const loadedScripts = new Set<string>();
  const upgrade = () => {
    for (const card of root.querySelectorAll<HTMLElement>('[data-provider-embed]:not([data-embedded])')) {
      const provider = card.dataset.socialPost;
      const postUrl = card.dataset.postUrl;
      if (!isProvider(provider) || !postUrl) continue;
      const allowed = mayLoadProvider({
        consentRequired: card.hasAttribute('data-consent-required'),
        choice: dependencies.consentChoice(),
        confirmed: false,
      });
      if (!allowed) continue;
      card.dataset.embedded = '';
      card.append(providerMarkup(doc, provider, postUrl));
      const script = SOCIAL_PROVIDERS[provider].script;
      if (loadedScripts.has(script)) continue;
      loadedScripts.add(script);
      const element = doc.createElement('script');
      element.src = script;
      element.async = true;
      doc.body.append(element);
    }
  };
  upgrade();
  const target = dependencies.target ?? doc.defaultView;
  target?.addEventListener(CONSENT_CHANGED_EVENT, upgrade);
  return () => target?.removeEventListener(CONSENT_CHANGED_EVENT, upgrade);
}
