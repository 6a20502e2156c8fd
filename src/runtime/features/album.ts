/** Entry for pages with an album of two tracks or more: track links play in the player, then the next. */
import { registerFeature } from '../core';
import { enhanceAlbums } from '../controllers/album';

registerFeature('album', () => enhanceAlbums(document));
