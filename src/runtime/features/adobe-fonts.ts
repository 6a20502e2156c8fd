/**
 * Entry for pages of a site whose design uses an Adobe Fonts kit: once the kit's stylesheet has
 * loaded, each requested font the kit no longer holds raises an error (the console shows it and
 * the error reporter sends it), so the owner learns their headings quietly fell back.
 */
import { readPageContext, registerFeature } from '../core';
import { missingFontFamilies, missingFontMessage } from '../fonts/missing-fonts';

function raise(error: Error): void {
  if (typeof reportError === 'function') reportError(error);
  else
    setTimeout(() => {
      throw error;
    });
}

registerFeature('adobe-fonts', () => {
  const context = readPageContext();
  const kitId = context?.typekitId;
  const requested = context?.typekitFonts ?? [];
  if (!kitId || requested.length === 0) return;
  // Module scripts run after the head's stylesheets have loaded (or failed): the kit's @font-face
  // rules are in the font set by now, and a kit that is gone altogether leaves every font missing.
  for (const family of missingFontFamilies(requested, document.fonts))
    raise(new Error(missingFontMessage(family, kitId)));
});
