import type { LayoutBlock } from '../../../shared/layout/layout';
import type { CodeData } from '../../../shared/blocks/code';
import { t } from '../../text';

/** Class-safe form of a language label, for syntax highlighters that key on `language-*`. */
const languageClass = (language: string) => language.toLowerCase().replace(/[^a-z0-9+#-]/g, '');

export function CodeBlock({ block }: { block: LayoutBlock<CodeData> }) {
  const { mode, code, language, html } = block.data;
  if (mode === 'html') {
    if (html.trim() === '') return null;
    // The server sanitized this field with the embed policy before storing it.
    return (
      <div
        className="sqs-block sqs-block-code sqs-block-code--html"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  const languageName = languageClass(language);
  return (
    <div className="sqs-block sqs-block-code">
      {language !== '' && <div className="sqs-block-code__language">{language}</div>}
      <pre className="sqs-block-code__pre">
        {/* Hidden until the code-copy runtime feature wires it up, so a page without
            JavaScript never shows a button that does nothing. It copies its sibling <code>. */}
        <button type="button" className="sqs-block-code__copy" data-code-copy="" hidden>
          {t('site.code.copy')}
        </button>
        <code className={languageName === '' ? undefined : `language-${languageName}`}>{code}</code>
      </pre>
    </div>
  );
}
