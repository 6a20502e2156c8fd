/** Entry on pages with images of a site whose owner turned on Pinterest "Save" buttons. */
import { registerFeature } from '../core';
import { addPinButtons } from '../images/pinterest-overlay';

registerFeature('pinterest-overlay', () => addPinButtons(document, window.location));
