import { describe, expect, it } from 'vitest';
import { amazonSchema } from '../../shared/blocks/amazon';
import { audioSchema } from '../../shared/blocks/audio';
import { bookingSchema } from '../../shared/blocks/booking';
import { instagramBlock } from '../../shared/blocks/social-posts';
import { fieldsOf } from './block-fields';

/** The embed blocks of issue 17 in the owners' editor: human labels, options in words, the image picker. */
describe('embed block fields', () => {
  it('offers the booking providers and Tock widgets by name', () => {
    const fields = fieldsOf(bookingSchema);
    const provider = fields.find((field) => field.key === 'provider');
    expect(provider).toMatchObject({
      kind: 'choice',
      label: 'Provider',
      options: ['opentable', 'resy', 'tock', 'acuity', 'zola'],
    });
    expect(provider?.kind === 'choice' && provider.optionLabels).toMatchObject({
      opentable: 'Restaurant reservations (OpenTable, version 1)',
      resy: 'Restaurant reservations (Resy, version 2)',
    });
    const widget = fields.find((field) => field.key === 'widget');
    expect(widget?.kind === 'choice' && widget.optionLabels).toEqual({
      reservations: 'Reservations',
      events: 'Events',
      ordering: 'Online ordering',
    });
    expect(fields.map((field) => field.label)).toEqual([
      'Provider',
      'Widget (Tock)',
      'Your id on the provider (restaurant, calendar or registry)',
      'Your booking page on the provider',
      'Link title (empty: the widget’s own, such as Order Now)',
      'Title',
      'Description',
    ]);
  });

  it('labels the audio, social post and Amazon fields for owners', () => {
    expect(fieldsOf(audioSchema)[0]).toMatchObject({
      kind: 'text',
      label: 'Audio file or SoundCloud address',
    });
    const post = fieldsOf(instagramBlock.schema);
    expect(post.map((field) => [field.key, field.kind, field.label])).toEqual([
      ['postUrl', 'text', 'Post address on Instagram'],
      ['image', 'picker', 'Picture'],
      ['alt', 'text', expect.any(String)],
      ['text', 'text', 'Text'],
      ['author', 'text', 'Author'],
      ['providerEmbed', 'boolean', 'Use Instagram’s own embed (loads only for visitors who accept cookies)'],
    ]);
    expect(fieldsOf(amazonSchema).find((field) => field.key === 'image')).toMatchObject({
      kind: 'picker',
      picker: 'poster',
      label: 'Product image',
    });
  });
});
