import type { AppBoot } from '../../../shared/api/owners';
import type { AssetManifest } from '../../render/assets';
import { serializeForScript } from '../../render/page-context';
import { escapeHtml } from '../../../shared/text/escape-html';

export type { AppBoot };

/**
 * The HTML shell of a React app (the owners' app at /config/, the platform entry at the bare
 * domain): a root element, boot data, and the hashed bundle recorded in the asset manifest.
 * A <noscript> note keeps people without JavaScript from a blank page.
 */
export function appShell(manifest: AssetManifest, boot: AppBoot, title: string): string {
  const entry = manifest.apps?.[boot.app];
  if (!entry) throw new Error(`The "${boot.app}" app is not in the asset manifest. Run "npm run build".`);
  const styles = entry.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const preloads = entry.preload
    .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/assets/static/app/icon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title>${styles}${preloads}<script id="app-boot" type="application/json">${serializeForScript(boot)}</script><script type="module" src="${escapeHtml(entry.script)}"></script></head><body><div id="root"><p class="app-loading" role="status">Loading…</p></div><noscript><p style="padding:2rem;font:16px system-ui">This part of the product needs JavaScript. Please turn it on and reload.</p></noscript></body></html>`;
}
