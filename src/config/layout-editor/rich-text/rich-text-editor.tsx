import TextAlign from '@tiptap/extension-text-align';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import type { PickerProps } from '../pickers';
import { t, type OwnersMessageKey } from '../../text';
import { LinkBox } from './link-box';
import { cleanPastedHtml } from './paste-cleaning';

/**
 * The text block's rich-text editor (Tiptap), loaded in its own chunk the first time a text
 * block's settings open (pickers.tsx). It writes only what the server's rich-text policy keeps
 * (sanitize-html.ts): h2–h4, paragraphs, bold, italic, underline, strike, links, lists, quotes
 * and a text-align style; the server sanitises it again when it is saved.
 */
export default function RichTextEditor({ id, value, onChange, labelId, describedBy, invalid }: PickerProps) {
  const emitted = useRef(value);
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { target: null, rel: null, class: null },
        },
      }),
      TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right'] }),
    ],
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id,
        class: 'rich-text__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      emitted.current = html;
      onChange(html);
    },
  });

  // Undo in the page editor, or another block chosen, brings a value the editor did not write.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return <span className="muted">{t('owners.editorRichText.loading')}</span>;
  return (
    <div className="rich-text">
      <Toolbar editor={editor} onLink={() => setLinking(true)} />
      {linking && <LinkBox editor={editor} close={() => setLinking(false)} />}
      <EditorContent editor={editor} />
    </div>
  );
}

type Mark = 'bold' | 'italic' | 'underline' | 'strike';
const MARKS: Array<{ mark: Mark; label: OwnersMessageKey; symbol: string }> = [
  { mark: 'bold', label: 'owners.editorRichText.bold', symbol: 'B' },
  { mark: 'italic', label: 'owners.editorRichText.italic', symbol: 'I' },
  { mark: 'underline', label: 'owners.editorRichText.underline', symbol: 'U' },
  { mark: 'strike', label: 'owners.editorRichText.strike', symbol: 'S' },
];
const ALIGNMENTS = [
  { value: 'left', label: 'owners.editorRichText.align.left', symbol: '⇤' },
  { value: 'center', label: 'owners.editorRichText.align.center', symbol: '↔' },
  { value: 'right', label: 'owners.editorRichText.align.right', symbol: '⇥' },
] as const;

function styleOf(editor: Editor): string {
  for (const level of [2, 3, 4] as const) if (editor.isActive('heading', { level })) return `h${level}`;
  return 'paragraph';
}

function Toolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const chain = () => editor.chain().focus();
  // Buttons keep the text's selection: a mouse press must not move focus out of the text.
  const keep = (event: React.MouseEvent) => event.preventDefault();
  const button = (label: OwnersMessageKey, symbol: string, active: boolean, run: () => void) => (
    <button
      key={label}
      type="button"
      className="button button--small rich-text__tool"
      aria-label={t(label)}
      title={t(label)}
      aria-pressed={active}
      onMouseDown={keep}
      onClick={run}
    >
      {symbol}
    </button>
  );
  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label={t('owners.editorRichText.toolbar')}>
      <select
        aria-label={t('owners.editorRichText.style')}
        value={styleOf(editor)}
        onChange={(event) => {
          const style = event.target.value;
          if (style === 'paragraph') chain().setParagraph().run();
          else
            chain()
              .setHeading({ level: Number(style.slice(1)) as 2 | 3 | 4 })
              .run();
        }}
      >
        <option value="paragraph">{t('owners.editorRichText.style.paragraph')}</option>
        <option value="h2">{t('owners.editorRichText.style.h2')}</option>
        <option value="h3">{t('owners.editorRichText.style.h3')}</option>
        <option value="h4">{t('owners.editorRichText.style.h4')}</option>
      </select>
      {MARKS.map(({ mark, label, symbol }) =>
        button(label, symbol, editor.isActive(mark), () => chain().toggleMark(mark).run()),
      )}
      {button('owners.editorRichText.link', '🔗', editor.isActive('link'), onLink)}
      {editor.isActive('link') &&
        button('owners.editorRichText.unlink', '⛓︎̸', false, () =>
          chain().extendMarkRange('link').unsetLink().run(),
        )}
      {button('owners.editorRichText.bulletList', '•', editor.isActive('bulletList'), () =>
        chain().toggleBulletList().run(),
      )}
      {button('owners.editorRichText.orderedList', '1.', editor.isActive('orderedList'), () =>
        chain().toggleOrderedList().run(),
      )}
      {button('owners.editorRichText.quote', '❝', editor.isActive('blockquote'), () =>
        chain().toggleBlockquote().run(),
      )}
      {ALIGNMENTS.map(({ value, label, symbol }) =>
        button(label, symbol, editor.isActive({ textAlign: value }), () => chain().setTextAlign(value).run()),
      )}
    </div>
  );
}
