import { colourThemes, type ColourThemeId } from '../../../shared/design/tokens';
import type { FormDefinitionInput } from '../../../shared/forms/definition';
import { newId } from '../../../shared/ids';
import { GRID_COLUMNS, type Layout, type LayoutBlock } from '../../../shared/layout/layout';

/** Small builders for template layouts, so each template reads as its content. */

export type Placement = [column: number, span: number];
export const FULL: Placement = [1, GRID_COLUMNS];

/** The drawn images of one template (src/site/static/templates/<name>/, shipped with the project). */
export const imagesOf = (template: string) => (file: string) =>
  `/assets/static/templates/${template}/${file}`;

export const block = (
  type: string,
  data: Record<string, unknown>,
  [column, span]: Placement = FULL,
): LayoutBlock => ({ id: newId(), type, grid: { column, span }, data });

export const layout = (...blocks: LayoutBlock[]): Layout => ({ columns: GRID_COLUMNS, blocks });

type Alignment = 'left' | 'center';

export const heading = (text: string, level: 1 | 2 | 3, at?: Placement, alignment: Alignment = 'left') =>
  block('heading', { text, level, alignment }, at);
export const text = (html: string, at?: Placement, alignment: Alignment = 'left') =>
  block('text', { html, alignment }, at);
export const spacer = (height: number) => block('spacer', { height });
export const line = () => block('line', { width: 'full' });
export const image = (src: string, alt: string, at?: Placement, extra: Record<string, unknown> = {}) =>
  block('image', { src, alt, ...extra }, at);
export const button = (
  label: string,
  href: string,
  style: 'primary' | 'secondary' | 'tertiary',
  at?: Placement,
  alignment: 'left' | 'center' | 'right' = 'left',
) => block('button', { label, href, style, size: 'large', alignment }, at);
export const quote = (quoteText: string, source: string, at?: Placement) =>
  block('quote', { text: quoteText, source }, at);
export const formBlock = (formId: string, at?: Placement) => block('form', { formId, showTitle: false }, at);
export const newsletter = (formId: string, title: string, description: string, at?: Placement) =>
  block('newsletter', { formId, title, description, alignment: 'left' }, at);

/** A contact form: name, e-mail, an optional topic and the message. Submissions reach the site's owners. */
export function contactFormDefinition(
  name: string,
  topics: string[],
  successMessage: string,
): FormDefinitionInput {
  return {
    name,
    kind: 'form',
    fields: [
      { id: 'name', type: 'name', title: 'Name', required: true },
      { id: 'email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
      ...(topics.length > 0
        ? [{ id: 'topic', type: 'select' as const, title: 'Topic', required: true, options: topics }]
        : []),
      { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 2000 },
    ],
    settings: {
      submitButtonText: 'Send message',
      advanced: { successMessage, redirectUrl: '', postSubmitHtml: '' },
      captcha: { provider: 'altcha', siteKey: '' },
      disclaimer: { enabled: false, html: '', requireAcceptance: false },
    },
  };
}

export function newsletterFormDefinition(name: string): FormDefinitionInput {
  return {
    name,
    kind: 'newsletter',
    fields: [
      { id: 'email', type: 'email', title: 'Email Address', required: true, placeholder: 'Email Address' },
    ],
    settings: {
      submitButtonText: 'Sign Up',
      advanced: {
        successMessage: '<p>Thank you! Check your inbox to confirm your subscription.</p>',
        redirectUrl: '',
        postSubmitHtml: '',
      },
      captcha: { provider: 'altcha', siteKey: '' },
    },
  };
}

/** Escapes the owner's title for the few places it goes into template HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A colour theme with its palette: the design schema's palette default is the Roastery one whatever the theme. */
export const theme = (id: ColourThemeId) => ({ themeId: id, palette: { ...colourThemes[id].palette } });
