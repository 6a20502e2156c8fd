/**
 * A video slide of the lightbox, played through the video block's own player code
 * (controllers/video-players.ts): an embedded video shows a play button and loads the
 * provider's privacy-enhanced player only when pressed, asking first where the site's cookie
 * policy needs consent; an uploaded file plays in a native `<video>`.
 */
import { lightboxRuntimeMessages } from '../../shared/messages/en-US/runtime/lightbox';
import { isMediaVideo, parseVideoEmbed, playerUrl } from '../../shared/media/video-embed';
import { readConsent } from '../consent/consent-store';
import { enhanceVideoPlayers } from '../controllers/video-players';
import type { LightboxSlide } from './items';

export interface VideoSlide {
  element: HTMLDivElement;
  /** Back to the play button (or paused): the slide left the screen. */
  stop(): void;
  destroy(): void;
}

const PLAY_ICON =
  '<svg class="sqs-video__icon" viewBox="0 0 68 48" aria-hidden="true" focusable="false"><path class="sqs-video__icon-bg" d="M66.5 7.7A8.6 8.6 0 0 0 60.5 1.6C55.2 0 34 0 34 0S12.8 0 7.5 1.6A8.6 8.6 0 0 0 1.5 7.7C0 13 0 24 0 24s0 11 1.5 16.3a8.6 8.6 0 0 0 6 6.1C12.8 48 34 48 34 48s21.2 0 26.5-1.6a8.6 8.6 0 0 0 6-6.1C68 35 68 24 68 24s0-11-1.5-16.3z"/><path class="sqs-video__icon-arrow" d="M45 24 27 14v20z"/></svg>';

export function createVideoSlide(slide: LightboxSlide): VideoSlide {
  const element = document.createElement('div');
  element.className = 'pswp__content sqs-lightbox__video';
  const title = slide.caption || slide.alt || lightboxRuntimeMessages.video;
  const url = slide.videoUrl ?? '';

  if (isMediaVideo(url)) {
    const video = document.createElement('video');
    video.className = 'sqs-lightbox__native-video';
    video.controls = true;
    video.playsInline = true;
    video.preload = 'metadata';
    video.src = url;
    video.setAttribute('aria-label', title);
    element.append(video);
    return { element, stop: () => video.pause(), destroy: () => video.pause() };
  }

  const parsed = parseVideoEmbed(url);
  if (!parsed.ok) {
    element.textContent = parsed.error;
    return { element, stop() {}, destroy() {} };
  }
  const { embed } = parsed;
  const box = document.createElement('div');
  box.className = 'sqs-video';
  box.dataset.video = '';
  box.dataset.provider = embed.provider;
  box.dataset.title = title;
  box.dataset.mode = 'fit';
  box.dataset.playerUrl = playerUrl(embed, { privacy: true, autoplay: true });
  if (slide.consentRequired) box.dataset.consentRequired = '';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'sqs-video__play';
  button.setAttribute('aria-label', title);
  button.hidden = true;
  // Static markup of ours (no visitor or owner text): the icon the video block draws.
  button.innerHTML = PLAY_ICON;
  const caption = document.createElement('p');
  caption.className = 'sqs-video__title';
  caption.setAttribute('aria-hidden', 'true');
  caption.textContent = title;
  box.append(button, caption);
  element.append(box);

  let cleanup = enhanceVideoPlayers(element, { consentChoice: () => readConsent().choice });
  return {
    element,
    stop() {
      // Undoing and redoing the wiring removes the provider's frame, which stops it whatever the provider.
      cleanup();
      cleanup = enhanceVideoPlayers(element, { consentChoice: () => readConsent().choice });
    },
    destroy: () => cleanup(),
  };
}
