import { Fragment } from 'react';
import { mailColours, type MailBrand } from './brand';
import { Heading, MailLayout, MailLink, P } from './layout';
import { rich, t } from './text';

export interface FormNotificationProps {
  brand: MailBrand;
  formName: string;
  /** The subject the owner chose, or "New submission: {form}" + the visitor's name. */
  subject: string;
  /** Each answer, already shown as text (money with its currency); multi-line ones keep their line breaks. */
  fields: { label: string; value: string; multiline: boolean }[];
  /** The same-site path the form was sent from; null when unknown. */
  pagePath: string | null;
}

export const formNotificationSubject = ({ subject }: FormNotificationProps) => subject;

/** Lines of visitor text as text with <br>: never markup, whatever the visitor typed. */
export const withLineBreaks = (value: string) =>
  value.split(/\r?\n/).map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));

/** To the addresses a form notifies, for every submission. */
export function FormNotification({ brand, formName, fields, pagePath }: FormNotificationProps) {
  const colours = mailColours(brand.palette);
  return (
    <MailLayout brand={brand} preview={t('mail.formNotification.preview', { form: formName })}>
      <Heading brand={brand}>{t('mail.formNotification.heading', { form: formName })}</Heading>
      {fields.map((field, index) => (
        <P key={index} brand={brand}>
          <span className="mail-muted" style={{ color: colours.muted, fontSize: '13px', fontWeight: 700 }}>
            {field.label}
          </span>
          <br />
          {field.multiline ? withLineBreaks(field.value) : field.value}
        </P>
      ))}
      <P brand={brand} muted>
        {pagePath
          ? rich('mail.formNotification.sentFromPage', {
              path: pagePath,
              site: brand.siteTitle,
              link: (chunks) => (
                <MailLink brand={brand} href={`${brand.siteUrl}${pagePath}`}>
                  {chunks}
                </MailLink>
              ),
            })
          : t('mail.formNotification.sentFromSite', { site: brand.siteTitle })}
      </P>
    </MailLayout>
  );
}
