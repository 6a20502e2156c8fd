import type { MailBrand } from './brand';
import { withLineBreaks } from './form-notification';
import { Heading, MailLayout, P } from './layout';
import { t } from './text';

export interface FormAutoReplyProps {
  brand: MailBrand;
  /** The owner's subject; empty for "Thank you for your message". */
  subject: string;
  /** The owner's text, line breaks kept. Only the owner's words: nothing a visitor typed is repeated. */
  message: string;
}

export const formAutoReplySubject = ({ subject, brand }: FormAutoReplyProps) =>
  subject || t('mail.formAutoReply.subject', { site: brand.siteTitle });

/**
 * To the visitor who sent a form, at the address they gave, when the owner turned it on. It
 * repeats nothing of what was typed, so whoever enters someone else's address cannot use it to
 * deliver their own text; the footer says why it came.
 */
export function FormAutoReply(props: FormAutoReplyProps) {
  const { brand, message } = props;
  return (
    <MailLayout
      brand={brand}
      preview={formAutoReplySubject(props)}
      footer={
        <P brand={brand} muted>
          {t('mail.formAutoReply.footer', { site: brand.siteTitle })}
        </P>
      }
    >
      <Heading brand={brand}>{formAutoReplySubject(props)}</Heading>
      <P brand={brand}>{withLineBreaks(message)}</P>
    </MailLayout>
  );
}
