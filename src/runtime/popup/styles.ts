/**
 * The popup overlay's CSS, adopted only when the popup is about to open. The overlay is fixed
 * (nothing under it moves) and the page keeps its scrollbar (hiding it would shift the page).
 * Overlay opacity 0.95 (media-and-platform §9); base z-index of managed dialogs 30000.
 */
export const POPUP_CSS = `
.sb-popup{position:fixed;inset:0;z-index:30000;display:grid;place-items:center;padding:1rem;box-sizing:border-box}
.sb-popup[hidden]{display:none}
.sb-popup__backdrop{position:absolute;inset:0;background:#fff;opacity:.95}
.sb-popup--dark .sb-popup__backdrop{background:#0b0b0b}
.sb-popup__dialog{position:relative;display:grid;width:min(34rem,100%);max-height:calc(100vh - 2rem);overflow:auto;background:#fff;color:#151515;border-radius:8px;box-shadow:0 12px 40px rgb(0 0 0/25%);outline:none}
.sb-popup--dark .sb-popup__dialog{background:#1b1b1b;color:#f4f4f4}
.sb-popup__media img{display:block;width:100%;height:100%;max-height:18rem;object-fit:cover}
.sb-popup__content{padding:1.5rem;display:grid;gap:.75rem}
.sb-popup__headline{margin:0;font-size:1.5rem;line-height:1.2}
.sb-popup__body{margin:0}
.sb-popup__button{justify-self:start;display:inline-block;padding:.7rem 1.2rem;border-radius:4px;background:currentColor;text-decoration:none}
.sb-popup__button{background:#151515;color:#fff}
.sb-popup--dark .sb-popup__button{background:#f4f4f4;color:#151515}
.sb-popup__close{position:absolute;top:.5rem;right:.5rem;z-index:1;width:2.25rem;height:2.25rem;border:0;border-radius:50%;background:rgb(255 255 255/85%);color:#151515;font-size:1.4rem;line-height:1;cursor:pointer}
.sb-popup__close:focus-visible,.sb-popup__button:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.sb-popup--split .sb-popup__dialog{width:min(48rem,100%);grid-template-columns:1fr 1fr}
.sb-popup--split .sb-popup__media img{max-height:none}
.sb-popup--banner{place-items:end stretch;padding:0}
.sb-popup--banner .sb-popup__dialog{width:100%;border-radius:0;grid-template-columns:minmax(0,12rem) 1fr}
@media (max-width:600px){.sb-popup--split .sb-popup__dialog,.sb-popup--banner .sb-popup__dialog{grid-template-columns:1fr}}
@media (prefers-reduced-motion:no-preference){.sb-popup--open .sb-popup__dialog{animation:sb-popup-in .3s ease-out}}
@keyframes sb-popup-in{from{opacity:0;transform:translateY(.5rem)}to{opacity:1;transform:none}}
`;
