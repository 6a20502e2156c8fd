/** The owner runtime's own styles, added with it, so site.css stays lean for visitors. */
export const OWNER_RUNTIME_CSS = `
.sb-dialog-overlay{position:fixed;inset:0;display:grid;place-items:center;background:rgb(0 0 0 / 40%);opacity:0;transition:opacity .3s}
.sb-dialog-overlay--shown{opacity:1}
.sb-dialog{background:#fff;color:#1d1b18;border-radius:8px;box-shadow:0 12px 40px rgb(0 0 0 / 25%);font:16px/1.5 system-ui,sans-serif;outline:none}
.sb-dialog__title{font:600 1.25rem/1.3 system-ui,sans-serif;margin:0 0 .5rem}
.sb-dialog p{margin:0 0 1rem}
.sb-dialog__buttons{display:flex;justify-content:flex-end;gap:.5rem}
.sb-dialog__button{font:inherit;font-weight:600;padding:.5rem 1rem;border-radius:4px;border:1px solid #c9c5bb;background:#fff;color:#1d1b18;cursor:pointer}
.sb-dialog__button--primary{background:#1d1b18;border-color:#1d1b18;color:#fff}
.sb-login{display:grid;gap:.35rem}.sb-login input{font:inherit;padding:.5rem;border:1px solid #c9c5bb;border-radius:4px}
.sb-login__error{color:#a02222;font-weight:600;min-height:1.5em;margin:.25rem 0}
.sb-tooltip{position:fixed;z-index:30100;background:#1d1b18;color:#fff;font:13px/1.4 system-ui,sans-serif;padding:.4rem .6rem;border-radius:4px;pointer-events:none;animation:sb-tip .3s both}
@keyframes sb-tip{from{opacity:0}}
.sb-edit-page{position:fixed;right:1rem;bottom:1rem;z-index:29000;font:600 14px/1 system-ui,sans-serif;padding:.7rem 1rem;border-radius:99px;background:#1d1b18;color:#fff;text-decoration:none;box-shadow:0 4px 16px rgb(0 0 0 / 25%)}
.sb-edit-page:hover,.sb-edit-page:focus-visible{color:#fff;background:#000}
`;
