import { describe, expect, it } from 'vitest';
import { t } from '../../text';
import { linkTargetOf } from './link-target';

const messageOf = (input: string) => {
  const target = linkTargetOf(input);
  return target.ok ? `ok ${target.href}` : t(target.message, target.values);
};

describe('the rich-text link box', () => {
  it('stores pages, anchors, web addresses, emails and phone numbers', () => {
    expect(messageOf('/about-us')).toBe('ok /about-us');
    expect(messageOf('#menu')).toBe('ok #menu');
    expect(messageOf('example.com/a?b=1')).toBe('ok https://example.com/a?b=1');
    expect(messageOf('https://example.com')).toBe('ok https://example.com');
    expect(messageOf(' anna@example.com ')).toBe('ok mailto:anna@example.com');
    expect(messageOf('mailto:anna@example.com')).toBe('ok mailto:anna@example.com');
    expect(messageOf('tel:+1 555 0100')).toBe('ok tel:+1 555 0100');
    expect(messageOf('')).toBe('ok ');
  });

  it('refuses the rest with the spec’s library messages, verbatim', () => {
    expect(messageOf('hello')).toBe('Links must be formatted as example.com or https://example.com');
    expect(messageOf('http:/example.com')).toBe(
      'Links must be formatted as http://example.com or https://example.com',
    );
    expect(messageOf('https://exa mple.com')).toBe(
      'Links must be formatted as http://example.com or https://example.com',
    );
    expect(messageOf('/about us')).toBe('/about us is not a valid page URL');
    expect(messageOf(`/${'a'.repeat(200)}`)).toBe(`/${'a'.repeat(200)} is not a valid page URL`);
    expect(messageOf('anna@example')).toBe('Please enter a valid email');
    expect(messageOf('mailto:anna')).toBe('Emails must be formatted as name@example.com');
    expect(messageOf('tel:12')).toBe('Phone links need at least 4 digits');
  });

  it('never lets a script link through, however it is spelled', () => {
    for (const input of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'javascript&colon;x',
      'data:text/html,x',
    ])
      expect(linkTargetOf(input).ok, input).toBe(false);
  });
});
