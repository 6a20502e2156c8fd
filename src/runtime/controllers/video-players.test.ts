import { describe, expect, it } from 'vitest';
import { mayLoadProvider, videoLabels } from './video-players';

describe('video consent', () => {
  it('loads the provider at once unless the site needs consent the visitor has not given', () => {
    expect(mayLoadProvider({ consentRequired: false, choice: null, confirmed: false })).toBe(true);
    expect(mayLoadProvider({ consentRequired: false, choice: 'declined', confirmed: false })).toBe(true);
    expect(mayLoadProvider({ consentRequired: true, choice: 'accepted', confirmed: false })).toBe(true);
    expect(mayLoadProvider({ consentRequired: true, choice: null, confirmed: false })).toBe(false);
    expect(mayLoadProvider({ consentRequired: true, choice: 'declined', confirmed: false })).toBe(false);
    // The visitor's press on "Play video from …" is consent for that one video.
    expect(mayLoadProvider({ consentRequired: true, choice: 'declined', confirmed: true })).toBe(true);
    expect(videoLabels.consentPlay('YouTube')).toBe('Play video from YouTube');
  });
});
