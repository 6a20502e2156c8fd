/**
 * The lightbox's own CSS, adopted with PhotoSwipe's when the viewer first opens (a constructed
 * stylesheet: the pages' Content-Security-Policy refuses inline `<style>`). Themes dark (the
 * default) and light; overlay opacity 0.95 (§9); arrows fade when the pointer rests; the
 * caption under the slide; every transition off under `prefers-reduced-motion`.
 */
export const LIGHTBOX_CSS = `
.sqs-lightbox { --pswp-bg: #000; --pswp-icon-color: #fff; --pswp-icon-color-secondary: #4f4f4f;
  --pswp-icon-stroke-color: #4f4f4f; --pswp-error-text-color: #f7f7f7; --sqs-lightbox-text: #fff; }
.sqs-lightbox--light { --pswp-bg: #fff; --pswp-icon-color: #222; --pswp-icon-color-secondary: #fff;
  --pswp-icon-stroke-color: #fff; --pswp-error-text-color: #222; --sqs-lightbox-text: #222; }
.sqs-lightbox .pswp__button--arrow { transition: opacity 0.3s; }
.sqs-lightbox--idle .pswp__button--arrow:not(:focus-visible) { opacity: 0; }
.sqs-lightbox .pswp__button:focus-visible { outline: 2px solid var(--pswp-icon-color); outline-offset: -4px; }
.sqs-lightbox__caption { position: absolute; left: 50%; bottom: 0; transform: translateX(-50%);
  max-width: min(60rem, 90vw); margin: 0; padding: 0.75rem 1rem; color: var(--sqs-lightbox-text);
  font: inherit; font-size: 0.95rem; line-height: 1.4; text-align: center; }
.sqs-lightbox__caption:empty, .sqs-lightbox--caption-hidden .sqs-lightbox__caption { display: none; }
.sqs-lightbox__caption-toggle { display: grid; place-items: center; width: 50px; height: 60px;
  color: var(--pswp-icon-color); font: 600 0.8rem/1 system-ui, sans-serif; }
.sqs-lightbox__caption-toggle[hidden] { display: none; }
.sqs-lightbox__video { display: grid; place-items: center; }
.sqs-lightbox__video > .sqs-video, .sqs-lightbox__native-video { width: 100%; height: 100%; aspect-ratio: auto; }
.sqs-lightbox__native-video { background: #000; }
@media (prefers-reduced-motion: reduce) {
  .sqs-lightbox, .sqs-lightbox * { transition: none !important; animation: none !important; }
}
`;
