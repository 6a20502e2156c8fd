import { Link } from 'react-router';
import type { OrderDetail } from '../../../shared/api/store-answers';
import { dateText } from './store-format';

/** The order's mails by kind, as the order screen names them. */
const mailLabels: Record<string, string> = {
  confirmation: 'Order confirmation',
  fulfilled: 'Shipping confirmation',
  refunded: 'Refund notice',
  cancelled: 'Cancellation notice',
};

/** The mails the shopper was sent about this order, and whether each went out. */
export function OrderEmailsList({ emails }: { emails: OrderDetail['emails'] }) {
  return (
    <>
      <ul>
        {emails.map((email, index) => (
          <li key={`${email.kind}-${index}`}>
            {mailLabels[email.kind] ?? 'E-mail'} to {email.to}:{' '}
            {email.status === 'sent' && email.sentAt
              ? `sent ${dateText(email.sentAt)}`
              : email.status === 'failed'
                ? 'could not be sent'
                : 'waiting to be sent'}
          </li>
        ))}
        {emails.length === 0 && <li>No e-mails yet: the confirmation goes out when the order is paid.</li>}
      </ul>
      <p>
        <Link to="/settings/emails">Preview the e-mails shoppers get</Link>
      </p>
    </>
  );
}
