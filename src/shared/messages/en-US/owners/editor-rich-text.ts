/**
 * The owners' app: the page editor's rich text (src/config/layout-editor/rich-text), its
 * conflict notice, full-screen preview and select help. Keyed `owners.editorRichText.…` and
 * `owners.editorPage.…`. The link messages are the spec's library messages (media-and-platform §5).
 */
export const editorRichTextOwnerMessages = {
  'owners.editorRichText.loading': 'Loading the text editor…',
  'owners.editorRichText.toolbar': 'Text formatting',
  'owners.editorRichText.bold': 'Bold',
  'owners.editorRichText.italic': 'Italic',
  'owners.editorRichText.underline': 'Underline',
  'owners.editorRichText.strike': 'Strikethrough',
  'owners.editorRichText.style': 'Text style',
  'owners.editorRichText.style.paragraph': 'Paragraph',
  'owners.editorRichText.style.h2': 'Large heading',
  'owners.editorRichText.style.h3': 'Medium heading',
  'owners.editorRichText.style.h4': 'Small heading',
  'owners.editorRichText.bulletList': 'Bulleted list',
  'owners.editorRichText.orderedList': 'Numbered list',
  'owners.editorRichText.quote': 'Quote',
  'owners.editorRichText.align': 'Alignment',
  'owners.editorRichText.align.left': 'Align left',
  'owners.editorRichText.align.center': 'Align center',
  'owners.editorRichText.align.right': 'Align right',
  'owners.editorRichText.link': 'Link',
  'owners.editorRichText.unlink': 'Remove link',
  'owners.editorRichText.link.dialog': 'Link the selected text',
  'owners.editorRichText.link.page': 'A page of this site',
  'owners.editorRichText.link.choosePage': 'Choose a page…',
  'owners.editorRichText.link.address': 'Or a web address, email or phone number',
  'owners.editorRichText.link.addressHelp':
    'example.com, https://example.com, /a-page, name@example.com or tel:+1 555 0100',
  'owners.editorRichText.link.apply': 'Apply link',
  'owners.editorRichText.link.cancel': 'Cancel',
  'owners.editorRichText.link.selectText': 'Select some text to link first.',
  'owners.editorRichText.link.format': 'Links must be formatted as {host} or {otherHost}',
  'owners.editorRichText.link.pageUrl': '{val} is not a valid page URL',
  'owners.editorRichText.link.email': 'Please enter a valid email',
  'owners.editorRichText.link.emailFormat': 'Emails must be formatted as {email}',
  'owners.editorRichText.link.notAllowed': 'This link is not allowed',
  'owners.editorRichText.link.phone': 'Phone links need at least 4 digits',
  'owners.editorPage.conflict':
    'This page changed in another window. Reload it to see the latest version; your changes here are not saved.',
  'owners.editorPage.reload': 'Reload the page',
  'owners.editorPage.nearLimit':
    '{left, plural, one {# more block} other {# more blocks}} can be added: a page holds at most {max}.',
  'owners.editorPage.fullScreen': 'Full-screen preview',
  'owners.editorPage.exitFullScreen': 'Exit full-screen preview (Esc)',
} as const;
