import { describe, expect, it } from 'vitest';
import { plainValues } from './plain-values';

describe('plainValues and hostile input names', () => {
  it('keeps `__proto__` and `constructor` as plain keys, never as prototypes', () => {
    const values = plainValues({
      'field.__proto__': 'polluted',
      'field.constructor': 'also',
      'likert.rating.__proto__': 'agree',
      'likert.__proto__.statement': 'disagree',
    });
    expect(Object.getPrototypeOf(values)).toBeNull();
    expect(Object.keys(values).sort()).toEqual(['__proto__', 'constructor', 'rating']);
    expect(Object.getOwnPropertyDescriptor(values, '__proto__')?.value).toEqual({ statement: 'disagree' });
    expect(Object.getOwnPropertyDescriptor(values.rating as object, '__proto__')?.value).toBe('agree');
    expect(({} as Record<string, unknown>).statement).toBeUndefined();
  });
});
