import { describe, expect, it } from 'vitest';
import { UNSELLABLE_PRODUCT_MESSAGE } from '../../../shared/commerce/products';
import { newDraft, toInput } from './product-form';

describe("the owners' product form", () => {
  const draft = (productType: number, status: 'published' | 'scheduled' | 'draft') => ({
    ...newDraft(),
    title: 'Gift',
    productType,
    status,
    variants: [{ ...newDraft().variants[0]!, price: '50' }],
  });

  it('says a paywall product cannot be published yet, before saving', () => {
    for (const productType of [5])
      for (const status of ['published', 'scheduled'] as const)
        expect(toInput(draft(productType, status), 'USD')).toEqual({
          errors: { status: UNSELLABLE_PRODUCT_MESSAGE },
        });
  });

  it('saves them hidden, and other products as chosen', () => {
    expect(toInput(draft(5, 'draft'), 'USD')).toHaveProperty('input.status', 'draft');
    expect(toInput(draft(4, 'published'), 'USD')).toHaveProperty('input.status', 'published');
    expect(toInput(draft(1, 'published'), 'USD')).toHaveProperty('input.status', 'published');
  });

  it('sends no video while the address is empty, and the trimmed address with its poster and title otherwise', () => {
    expect(toInput(draft(1, 'draft'), 'USD')).toHaveProperty('input.video', null);
    const filmed = {
      ...draft(1, 'draft'),
      video: {
        url: ' https://vimeo.com/76979871 ',
        poster: '/media/0123456789abcdef01234567/p.jpg',
        title: 'Cupping',
      },
    };
    expect(toInput(filmed, 'USD')).toHaveProperty('input.video', {
      url: 'https://vimeo.com/76979871',
      poster: '/media/0123456789abcdef01234567/p.jpg',
      title: 'Cupping',
    });
  });

  it('sends tags and categories as lists from the comma-separated text', () => {
    const tagged = { ...draft(1, 'draft'), tags: ' Dark, ,Roasted ', categories: 'Coffee/Espresso' };
    expect(toInput(tagged, 'USD')).toHaveProperty('input.tags', ['Dark', 'Roasted']);
    expect(toInput(tagged, 'USD')).toHaveProperty('input.categories', ['Coffee/Espresso']);
    expect(toInput(draft(1, 'draft'), 'USD')).toHaveProperty('input.tags', []);
  });
});
