import { describe, expect, it } from 'vitest';
import { missingFontFamilies, missingFontMessage } from './missing-fonts';

describe('missing Adobe Fonts families', () => {
  it('names the requested families the font set has no face for', () => {
    const faces = [{ family: '"proxima-nova"' }, { family: 'proxima-nova' }, { family: 'Inter' }];
    expect(missingFontFamilies(['proxima-nova', 'museo-sans'], faces)).toEqual(['museo-sans']);
    expect(missingFontFamilies(['Proxima-Nova'], faces)).toEqual([]);
    expect(missingFontFamilies(['proxima-nova'], [])).toEqual(['proxima-nova']);
  });

  it('says which font and kit', () => {
    expect(missingFontMessage('museo-sans', 'abc1234')).toBe(
      'Typekit font "museo-sans" no longer exists in kit abc1234',
    );
  });
});
