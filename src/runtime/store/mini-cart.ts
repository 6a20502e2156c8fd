/**
 * The mini cart: after "Add to cart" (with JavaScript) a small drawer lists the cart's lines and
 * subtotal with "Checkout" and "Continue shopping". Without JavaScript the add-to-cart form
 * still posts and lands on the cart page, as before.
 */
import type { CurrencyCode } from '../../shared/money/currencies';
import { formatMoney } from '../../shared/money/format';
import { Money } from '../../shared/money/money';
import { siteRuntimeMessages as text } from '../../shared/messages/en-US/runtime/site-behaviour';
import { openModal, type Modal } from './modal';

/** The part of the cart (the answer of every cart change) the drawer shows. */
export interface MiniCartView {
  currency: string;
  subtotalCents: number;
  totalQuantity: number;
  entries: Array<{
    id: string;
    title: string;
    options: Array<{ name: string; value: string }>;
    quantity: number;
    lineTotalCents: number;
    imageUrl: string | null;
    href: string;
  }>;
}

export const CHECKOUT_PATH = '/commerce/goto-checkout';

function money(minor: number, currency: string): string {
  try {
    return formatMoney(Money.of(minor, currency as CurrencyCode));
  } catch {
    return '';
  }
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, content?: string) => {
  const node = document.createElement(tag);
  node.className = className;
  if (content !== undefined) node.textContent = content;
  return node;
};

let current: Modal | null = null;

/** Opens the drawer with `cart` (replacing one already open). */
export function showMiniCart(cart: MiniCartView, returnFocus: HTMLElement | null = null): Modal {
  current?.close();
  const modal = openModal({
    className: 'sb-modal--drawer sb-mini-cart',
    label: text.miniCartTitle,
    closeLabel: text.close,
    returnFocus,
    onClose: () => {
      if (current === modal) current = null;
    },
  });
  current = modal;
  const heading = element('h2', 'sb-mini-cart__title', text.miniCartTitle);
  modal.body.append(heading);
  if (cart.entries.length === 0) {
    modal.body.append(element('p', 'sb-mini-cart__empty', text.miniCartEmpty));
  } else {
    const list = element('ul', 'sb-mini-cart__lines');
    for (const entry of cart.entries) {
      const line = element('li', 'sb-mini-cart__line');
      line.dataset.miniCartLine = entry.id;
      if (entry.imageUrl && entry.imageUrl.startsWith('/')) {
        const image = element('img', 'sb-mini-cart__image');
        image.src = entry.imageUrl;
        image.alt = '';
        image.width = 56;
        image.height = 56;
        line.append(image);
      }
      const details = element('div', 'sb-mini-cart__details');
      const link = element('a', 'sb-mini-cart__product', entry.title);
      if (entry.href.startsWith('/')) link.href = entry.href;
      details.append(link);
      const options = entry.options.map((option) => `${option.name}: ${option.value}`).join(', ');
      if (options) details.append(element('p', 'sb-mini-cart__options', options));
      details.append(element('p', 'sb-mini-cart__quantity', `${text.miniCartQuantity}: ${entry.quantity}`));
      line.append(details, element('p', 'sb-mini-cart__price', money(entry.lineTotalCents, cart.currency)));
      list.append(line);
    }
    modal.body.append(list);
    const subtotal = element('p', 'sb-mini-cart__subtotal');
    subtotal.append(
      element('span', '', text.miniCartSubtotal),
      element('span', 'sb-mini-cart__subtotal-amount', money(cart.subtotalCents, cart.currency)),
    );
    subtotal.lastElementChild?.setAttribute('data-mini-cart-subtotal', '');
    modal.body.append(subtotal);
  }
  const actions = element('div', 'sb-mini-cart__actions');
  if (cart.entries.length > 0) {
    const checkout = element('a', 'sqs-button sqs-button--primary sqs-button--medium', text.miniCartCheckout);
    checkout.href = CHECKOUT_PATH;
    actions.append(checkout);
  }
  const keepShopping = element(
    'button',
    'sqs-button sqs-button--secondary sqs-button--medium',
    text.miniCartContinue,
  );
  keepShopping.type = 'button';
  keepShopping.addEventListener('click', () => modal.close());
  actions.append(keepShopping);
  modal.body.append(actions);
  // The drawer's first action has the focus, so Enter goes to checkout and Tab moves on from there.
  (actions.firstElementChild as HTMLElement | null)?.focus({ preventScroll: true });
  return modal;
}
