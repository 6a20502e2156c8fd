/**
 * Video players (media-and-platform §4 "Video"): the server renders each embedded video as a
 * thumbnail with a hidden play `<button>` and a "Watch on …" link for pages without JavaScript.
 * This controller reveals the button, and on press puts the provider's player (an iframe of the
 * privacy-enhanced host the server chose) in the box. Showing one video returns every other to
 * its overlay (its iframe is removed, which stops it whatever the provider) and pauses uploaded
 * videos; a change of mode reloads it. Where the site's cookie policy needs consent and the
 * visitor has not accepted, the first press asks before anything of the provider loads.
 */
import { VIDEO_PLAYING_EVENT, VIDEO_STOPPED_EVENT } from './video-events';

export const videoLabels = {
  consentNotice: (provider: string) =>
    `This video is played by ${provider}, which may set cookies and learn that you visited this page.`,
  consentPlay: (provider: string) => `Play video from ${provider}`,
} as const;

/** Whether pressing play may load the provider at once, or must ask first. */
export function mayLoadProvider(input: {
  consentRequired: boolean;
  choice: 'accepted' | 'declined' | null;
  /** The visitor confirmed this one video in the overlay's notice. */
  confirmed: boolean;
}): boolean {
  return !input.consentRequired || input.choice === 'accepted' || input.confirmed;
}

export interface VideoPlayerDependencies {
  /** The visitor's cookie choice now (read each time: it may change while the page is open). */
  consentChoice: () => 'accepted' | 'declined' | null;
  /** Watches boxes coming on screen, for `forceAutoplay`; absent in old browsers. */
  observeVisible?: (element: Element, onVisible: () => void) => () => void;
}

interface Player {
  box: HTMLElement;
  button: HTMLButtonElement;
  confirmed: boolean;
  show(muted?: boolean): void;
  reset(): void;
}

/**
 * Wires every video under `root` (the page, or one box such as a lightbox slide); returns the
 * cleanup that puts them back as rendered.
 */
export function enhanceVideoPlayers(
  root: Document | Element,
  dependencies: VideoPlayerDependencies,
): () => void {
  const doc: Document = 'createElement' in root ? root : root.ownerDocument;
  const players: Player[] = [];
  const natives = [...root.querySelectorAll<HTMLVideoElement>('video[data-video-native]')];
  const undo: Array<() => void> = [];

  /** One video at a time: every other embedded player back to its overlay, every uploaded one paused. */
  const stopOthers = (except: Element) => {
    for (const player of players) if (player.box !== except) player.reset();
    for (const video of natives) if (video !== except && !video.paused) video.pause();
  };

  for (const box of root.querySelectorAll<HTMLElement>('[data-video]')) {
    const button = box.querySelector<HTMLButtonElement>('.sqs-video__play');
    if (!button) continue;
    const link = box.querySelector<HTMLElement>('[data-video-link]');
    const provider = box.dataset.provider ?? 'the provider';
    const title = box.dataset.title ?? '';

    const removeChildren = (selector: string) =>
      box.querySelectorAll(selector).forEach((node) => node.remove());

    const player: Player = {
      box,
      button,
      confirmed: false,
      show(muted = false) {
        const src = muted ? box.dataset.playerUrlMuted : box.dataset.playerUrl;
        if (!src) return;
        stopOthers(box);
        removeChildren('.sqs-video__consent, .sqs-video__frame');
        const frame = doc.createElement('iframe');
        frame.className = 'sqs-video__frame';
        frame.src = src;
        frame.title = title;
        frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
        frame.allowFullscreen = true;
        frame.referrerPolicy = 'strict-origin-when-cross-origin';
        box.append(frame);
        box.classList.add('sqs-video--playing');
        button.hidden = true;
        box.dispatchEvent(new Event(VIDEO_PLAYING_EVENT, { bubbles: true }));
        if (!muted) frame.focus();
      },
      reset() {
        const hadFocus = box.contains(doc.activeElement);
        const wasPlaying = box.classList.contains('sqs-video--playing');
        removeChildren('.sqs-video__consent, .sqs-video__frame');
        box.classList.remove('sqs-video--playing');
        if (wasPlaying) box.dispatchEvent(new Event(VIDEO_STOPPED_EVENT, { bubbles: true }));
        button.hidden = false;
        if (hadFocus) button.focus();
      },
    };

    const askConsent = () => {
      removeChildren('.sqs-video__consent');
      const notice = doc.createElement('div');
      notice.className = 'sqs-video__consent';
      notice.setAttribute('role', 'group');
      notice.setAttribute('aria-label', title);
      const text = doc.createElement('p');
      text.textContent = videoLabels.consentNotice(provider);
      const confirm = doc.createElement('button');
      confirm.type = 'button';
      confirm.className = 'sqs-button';
      confirm.textContent = videoLabels.consentPlay(provider);
      confirm.addEventListener('click', () => {
        player.confirmed = true;
        player.show();
      });
      notice.append(text, confirm);
      box.append(notice);
      button.hidden = true;
      confirm.focus();
    };

    const play = (muted = false) => {
      // An inactive video (a gallery's non-current slide) ignores presses.
      if (box.hasAttribute('data-inactive')) return;
      const allowed = mayLoadProvider({
        consentRequired: box.hasAttribute('data-consent-required'),
        choice: dependencies.consentChoice(),
        confirmed: player.confirmed,
      });
      if (allowed) player.show(muted);
      else if (!muted) askConsent();
    };

    const onPress = () => play();
    button.addEventListener('click', onPress);
    button.hidden = false;
    if (link) link.hidden = true;

    // A change of mode reloads the player (the editor or a gallery may switch it in place).
    const modeWatcher = new MutationObserver(() => {
      if (box.classList.contains('sqs-video--playing')) player.show();
    });
    modeWatcher.observe(box, { attributes: true, attributeFilter: ['data-mode'] });

    const stopWatching =
      box.hasAttribute('data-force-autoplay') && dependencies.observeVisible
        ? dependencies.observeVisible(box, () => play(true))
        : () => {};

    players.push(player);
    undo.push(() => {
      button.removeEventListener('click', onPress);
      modeWatcher.disconnect();
      stopWatching();
      player.reset();
      button.hidden = true;
      if (link) link.hidden = false;
    });
  }

  const onNativePlay = (event: Event) => stopOthers(event.target as Element);
  for (const video of natives) video.addEventListener('play', onNativePlay);
  undo.push(() => natives.forEach((video) => video.removeEventListener('play', onNativePlay)));

  return () => undo.forEach((step) => step());
}
