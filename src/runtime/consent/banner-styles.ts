/** The banner's own styles, injected once by the feature so pages without a banner carry none. */
export const BANNER_CSS = `
.sb-consent{position:fixed;z-index:29000;box-sizing:border-box;display:flex;flex-wrap:wrap;align-items:center;gap:12px 20px;padding:16px 20px;font:15px/1.5 system-ui,sans-serif;box-shadow:0 4px 24px rgba(0,0,0,.18)}
.sb-consent--DARK{background:#1d1d1b;color:#f6f5f1}.sb-consent--LIGHT{background:#fff;color:#1d1d1b;border:1px solid #d8d6cf}
.sb-consent--BAR{left:0;right:0}.sb-consent--BAR.sb-consent--TOP{top:0}.sb-consent--BAR.sb-consent--BOTTOM{bottom:0}
.sb-consent--POPUP{max-width:360px;margin:16px;border-radius:8px;flex-direction:column;align-items:stretch}
.sb-consent--TOP_LEFT{top:0;left:0}.sb-consent--TOP_RIGHT{top:0;right:0}.sb-consent--BOTTOM_LEFT{bottom:0;left:0}.sb-consent--BOTTOM_RIGHT{bottom:0;right:0}
.sb-consent__text{flex:1 1 320px;margin:0}
.sb-consent__actions{display:flex;gap:12px;flex-wrap:wrap}
.sb-consent__choice{font:inherit;font-weight:600;cursor:pointer;min-width:44px;min-height:44px;padding:8px 20px;border-radius:4px;border:2px solid currentColor;background:transparent;color:inherit}
.sb-consent--cta-TEXT .sb-consent__choice{border-color:transparent;text-decoration:underline;padding:8px 12px}
.sb-consent--cta-ICON .sb-consent__choice{padding:8px;width:44px;font-size:20px;line-height:1}
.sb-consent__choice:focus-visible,.sb-consent-reopen:focus-visible{outline:3px solid #4c9ffe;outline-offset:2px}
.sb-consent-reopen{position:fixed;z-index:29000;bottom:12px;left:12px;font:13px system-ui,sans-serif;padding:6px 12px;border-radius:16px;border:1px solid #d8d6cf;background:#fff;color:#1d1d1b;cursor:pointer}
`;
