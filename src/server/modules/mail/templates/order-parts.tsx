import { Column, Row, Section } from '@react-email/components';
import { mailColours, type MailBrand } from './brand';
import { P } from './layout';
import { t } from './text';

/** An order as its mails show it: every amount already formatted with its currency. */
export interface OrderMailView {
  orderNumber: number;
  customerName: string;
  email: string;
  lines: { title: string; options: string; quantity: number; total: string }[];
  totals: { label: string; amount: string }[];
  /** The address as lines (name, street, city, country); null for orders that ship nothing. */
  shippingAddress: string[] | null;
  shippingMethod: string | null;
  /** The shopper's order page on the site's primary domain. */
  orderUrl: string;
}

/** The bought lines and the totals, as a two-column table that stays one column wide on phones. */
export function OrderSummary({ brand, order }: { brand: MailBrand; order: OrderMailView }) {
  const colours = mailColours(brand.palette);
  const cell = { color: colours.text, fontSize: '14px', lineHeight: '20px', padding: '6px 0' };
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      {order.lines.map((line, index) => (
        <Row key={index} data-text-format="dataTable" style={{ borderBottom: `1px solid ${colours.border}` }}>
          <Column className="mail-text" style={cell}>
            {line.quantity} × {line.title}
            {line.options ? ` (${line.options})` : ''}
          </Column>
          <Column
            className="mail-text"
            align="right"
            style={{ ...cell, whiteSpace: 'nowrap', paddingLeft: '12px' }}
          >
            {line.total}
          </Column>
        </Row>
      ))}
      {order.totals.map((total, index) => {
        const last = index === order.totals.length - 1;
        const style = { ...cell, padding: '3px 0', fontWeight: last ? 700 : 400 };
        return (
          <Row key={total.label} data-text-format="dataTable">
            <Column className="mail-text" style={style}>
              {total.label}
            </Column>
            <Column className="mail-text" align="right" style={{ ...style, whiteSpace: 'nowrap' }}>
              {total.amount}
            </Column>
          </Row>
        );
      })}
    </Section>
  );
}

/** Who it goes to, where, and how: the lines a shopper checks first. */
export function ShippingDetails({ brand, order }: { brand: MailBrand; order: OrderMailView }) {
  if (!order.shippingAddress) return null;
  return (
    <Section style={{ margin: '0 0 8px' }}>
      <P brand={brand}>
        <strong>{t('mail.order.shippingTo')}</strong>
        {order.shippingAddress.map((line, index) => (
          <span key={index}>
            <br />
            {line}
          </span>
        ))}
      </P>
      {order.shippingMethod && (
        <P brand={brand}>
          <strong>{t('mail.order.shippingMethod')}</strong>
          <br />
          {order.shippingMethod}
        </P>
      )}
    </Section>
  );
}
