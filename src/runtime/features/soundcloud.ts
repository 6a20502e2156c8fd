/** Entry for pages with SoundCloud audio blocks: SoundCloud's player loads on a press. */
import { registerFeature } from '../core';
import { enhanceSoundCloudPlayers } from '../controllers/soundcloud-players';

registerFeature('soundcloud', () => enhanceSoundCloudPlayers(document));
