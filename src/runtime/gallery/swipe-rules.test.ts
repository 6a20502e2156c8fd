import { describe, expect, it } from 'vitest';
import { decodeGalleryConfig } from './decode';
import { boundaryDrag, createVelocitySample, pastBoundary, snapFraction, swipeDirection } from './rules';

describe('swipe boundaries (§5: none, hard, inertial; §9: 0.1 times past the boundary)', () => {
  it('slows a drag past the first or last slide to 0.1×, holds it with a hard boundary, frees it with none', () => {
    expect(boundaryDrag(120, true, 'inertial')).toBe(12);
    expect(boundaryDrag(-80, true, 'inertial')).toBe(-8);
    expect(boundaryDrag(120, true, 'hard')).toBe(0);
    expect(boundaryDrag(120, true, 'none')).toBe(120);
    // Within the slides the slide follows the pointer whatever the boundary.
    expect(boundaryDrag(120, false, 'hard')).toBe(120);
  });

  it('is past the boundary only without looping, dragging beyond the first (rightwards) or last (leftwards)', () => {
    expect(pastBoundary(30, 0, 5, false)).toBe(true);
    expect(pastBoundary(-30, 0, 5, false)).toBe(false);
    expect(pastBoundary(-30, 4, 5, false)).toBe(true);
    expect(pastBoundary(30, 4, 5, false)).toBe(false);
    expect(pastBoundary(30, 0, 5, true)).toBe(false);
  });
});

describe('velocity sample (§9: holds 5 points)', () => {
  it('keeps the last 5 positions and measures the speed over them', () => {
    const sample = createVelocitySample();
    expect(sample.velocity()).toBe(0);
    // A slow start (1 px per 10 ms)...
    for (let time = 0; time <= 100; time += 10) sample.add(time / 10, time);
    expect(sample.size).toBe(5);
    expect(sample.velocity()).toBeCloseTo(0.1);
    // ...ending in a leftward flick: the old points are gone.
    for (const [x, time] of [
      [0, 110],
      [-20, 120],
      [-40, 130],
      [-60, 140],
      [-80, 150],
    ] as const)
      sample.add(x, time);
    expect(sample.velocity()).toBe(-2);
  });

  it('a slow drag ending at 50 px per 250 ms or faster is a quick swipe; a slow one is not', () => {
    // 60 px over 900 ms: too slow and too short for a long touch on a 400 px slide (1/2.25 is 178 px).
    expect(swipeDirection(-60, 900, 400)).toBe(0);
    expect(swipeDirection(-60, 900, 400, { velocityPxPerMs: -0.2 })).toBe(1);
    expect(swipeDirection(-60, 900, 400, { velocityPxPerMs: -0.19 })).toBe(0);
    // A flick back against the drag does not count for it.
    expect(swipeDirection(-60, 900, 400, { velocityPxPerMs: 0.5 })).toBe(0);
    // Still at least 50 px.
    expect(swipeDirection(-49, 900, 400, { velocityPxPerMs: -3 })).toBe(0);
  });
});

describe('snap points (§5: a percentage or none)', () => {
  it('a long touch must pass the snap point, else 1/2.25 of the width', () => {
    expect(snapFraction('50%')).toBe(0.5);
    expect(snapFraction('none')).toBeUndefined();
    expect(snapFraction('0%')).toBeUndefined();
    expect(snapFraction(undefined)).toBeUndefined();
    // 450 px wide: 1/2.25 is 200 px; a 50% snap point is 225 px.
    expect(swipeDirection(-210, 600, 450)).toBe(1);
    expect(swipeDirection(-210, 600, 450, { snapFraction: 0.5 })).toBe(0);
    expect(swipeDirection(-226, 600, 450, { snapFraction: 0.5 })).toBe(1);
    expect(swipeDirection(120, 600, 450, { snapFraction: 0.25 })).toBe(-1);
  });

  it('data with an unknown boundary or snap point is not evaluated (§8)', () => {
    const valid = {
      design: 'slideshow',
      transition: 'fade',
      columnWidth: 250,
      'active-alignment': 'center',
      slidesPerRow: 1,
      gutter: 0,
      'autoplay-duration': 5,
      padding: 0,
      vSize: 0,
      'thumbnails-per-row': 6,
      imageAspectRatio: null,
    };
    expect(
      decodeGalleryConfig(JSON.stringify({ ...valid, 'swipe-boundaries': 'hard', 'swipe-snap-point': '50%' }))
        .ok,
    ).toBe(true);
    expect(decodeGalleryConfig(JSON.stringify({ ...valid, 'swipe-boundaries': 'soft' }))).toEqual({
      ok: false,
      message: 'Error evaluating gallery block data.',
    });
    expect(decodeGalleryConfig(JSON.stringify({ ...valid, 'swipe-snap-point': 'half' }))).toEqual({
      ok: false,
      message: 'Error evaluating gallery block data.',
    });
  });
});
