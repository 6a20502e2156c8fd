/**
 * The cart runtime: keeps cart indicators in step with the visitor's cart, adds to the cart
 * without leaving the page, and shows the chosen variant's price. Everything it enhances also
 * works without it (the indicator is a link, the add-to-cart form posts).
 */
import { cartRuntimeMessages } from '../../shared/messages/en-US/runtime/cart';
import type { DataLayer } from '../core/data-layer';
import { DataLayerError } from '../core/data-layer';
import { syncIndicators } from './cart-indicator';
import { showMiniCart, type MiniCartView } from '../store/mini-cart';

export const CART_CHANGED_EVENT = 'cart:changed';
export const ADDED_MESSAGE = cartRuntimeMessages.added;

interface CartAnswer {
  cart: (MiniCartView & { totalQuantity: number }) | null;
}

function failureText(error: unknown): string {
  if (!(error instanceof DataLayerError)) return cartRuntimeMessages.addFailed;
  const reasons = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
  const reason = reasons ? Object.values(reasons)[0] : undefined;
  return reason ? `${error.message}: ${reason}` : error.message;
}

export function enhanceCart(root: Document, dataLayer: DataLayer): () => void {
  const undo: Array<() => void> = [];
  const refresh = async () => {
    try {
      const answer = await dataLayer.get<CartAnswer>('commerce/cart', { retryOnNetworkError: true });
      syncIndicators(root, answer.cart?.totalQuantity ?? 0);
    } catch {
      // The indicator stays a plain link to the cart: still correct, just without a count.
    }
  };
  void refresh();
  // Back/forward cache restores an old page: its count may be stale.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) void refresh();
  };
  window.addEventListener('pageshow', onPageShow);
  undo.push(() => window.removeEventListener('pageshow', onPageShow));

  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-add-to-cart]'))
    undo.push(enhanceAddToCartForm(form, root, dataLayer));
  return () => undo.forEach((run) => run());
}

/**
 * One add-to-cart form (a product page's, or the one in a quick view): posts without leaving the
 * page, updates the cart indicators, opens the mini cart and shows the chosen variant's price.
 */
export function enhanceAddToCartForm(
  form: HTMLFormElement,
  root: Document,
  dataLayer: DataLayer,
): () => void {
  const undo: Array<() => void> = [];
  const status = form.querySelector<HTMLElement>('[data-add-status]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (form.dataset.busy === 'true') return;
    form.dataset.busy = 'true';
    if (button) button.disabled = true;
    const data = new FormData(form);
    let added: CartAnswer['cart'] = null;
    try {
      const answer = await dataLayer.post<CartAnswer>('commerce/cart/items', {
        json: { variantId: data.get('variantId'), quantity: Number(data.get('quantity') ?? 1) },
      });
      syncIndicators(root, answer.cart?.totalQuantity ?? 0);
      if (status) status.textContent = ADDED_MESSAGE;
      root.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: answer.cart }));
      added = answer.cart;
    } catch (error) {
      if (status) status.textContent = failureText(error);
    } finally {
      delete form.dataset.busy;
      if (button) button.disabled = false;
    }
    // Closing the drawer gives the focus back to the button that added (it was disabled meanwhile).
    if (added) showMiniCart(added, button);
  };
  const listener = (event: Event) => void onSubmit(event as SubmitEvent);
  form.addEventListener('submit', listener);
  undo.push(() => form.removeEventListener('submit', listener));

  const picker = form.querySelector<HTMLSelectElement>('select[data-variant-picker]');
  const details = form.closest('[data-product]');
  if (picker && details) {
    const onChange = () => {
      const option = picker.selectedOptions[0];
      const current = details.querySelector('[data-price-current]');
      if (option?.dataset.price && current) current.textContent = option.dataset.price;
    };
    // The server shows the price range; with a variant chosen, show that variant's price.
    onChange();
    picker.addEventListener('change', onChange);
    undo.push(() => picker.removeEventListener('change', onChange));
  }
  return () => undo.forEach((run) => run());
}
