/**
 * The checkout form's helper. The form works without it (the server answers every field's
 * message at once and focuses the first); with it, the same messages show before the round
 * trip, a field's message goes as soon as the field is valid, and the order summary shows
 * shipping and tax for the address as it is typed.
 */
import { CHECKOUT_FIELDS, checkoutFieldErrors } from '../../shared/commerce/checkout-rules';
import type { DataLayer } from '../core/data-layer';
import type { CartEstimate } from '../../shared/api/store-answers';

/** The answer of `GET /api/commerce/cart/estimate`, from its shared contract. */
type EstimateAnswer = CartEstimate;

type Control = HTMLInputElement | HTMLSelectElement;

const errorId = (name: string) => `checkout-${name}-error`;

/** Shows or clears one field's message, linked to the field for assistive technology. */
export function showFieldError(form: HTMLFormElement, name: string, message: string | undefined): void {
  const control = form.querySelector<Control>(`[name="${name}"]:not([type="radio"])`);
  if (!control) return;
  const doc = form.ownerDocument;
  let note = doc.getElementById(errorId(name));
  if (!message) {
    note?.remove();
    control.removeAttribute('aria-invalid');
    control.removeAttribute('aria-describedby');
    return;
  }
  if (!note) {
    note = doc.createElement('p');
    note.className = 'form-error';
    note.id = errorId(name);
    control.before(note);
  }
  note.textContent = message;
  control.setAttribute('aria-invalid', 'true');
  control.setAttribute('aria-describedby', errorId(name));
}

function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

/** Rebuilds the totals list from the server's labels (text only: never markup). */
function renderTotals(doc: Document, totals: EstimateAnswer['totals']): void {
  const rows: [string, string | null | undefined][] = [
    ['Subtotal', totals.subtotal],
    ['Discount', totals.discount ? `−${totals.discount}` : null],
    ['Shipping', totals.shipping],
    ['Tax', totals.tax ?? totals.taxNote],
  ];
  for (const holder of doc.querySelectorAll('[data-checkout-totals]')) {
    const list = doc.createElement('dl');
    list.className = 'cart-totals';
    for (const [label, value] of rows) {
      if (!value) continue;
      const term = doc.createElement('dt');
      term.textContent = label;
      const detail = doc.createElement('dd');
      detail.textContent = value;
      if (label === 'Tax') detail.setAttribute('data-cart-tax', '');
      list.append(term, detail);
    }
    const term = doc.createElement('dt');
    term.className = 'cart-totals__total';
    term.textContent = 'Total';
    const detail = doc.createElement('dd');
    detail.className = 'cart-totals__total';
    detail.setAttribute('data-cart-total', '');
    detail.textContent = totals.total;
    list.append(term, detail);
    holder.replaceChildren(list);
  }
  for (const total of doc.querySelectorAll('[data-checkout-summary-mobile] > summary [data-cart-total]'))
    total.textContent = totals.total;
}

/** Relabels the shipping choices for the address; a choice the address no longer offers goes. */
function renderShipping(form: HTMLFormElement, answer: EstimateAnswer): void {
  const fieldset = form.querySelector('[data-checkout-shipping]');
  if (!fieldset) return;
  const doc = form.ownerDocument;
  for (const label of fieldset.querySelectorAll('label.radio-option')) label.remove();
  for (const option of answer.shippingOptions) {
    const label = doc.createElement('label');
    label.className = 'radio-option';
    const radio = doc.createElement('input');
    radio.type = 'radio';
    radio.name = 'shippingOptionId';
    radio.value = option.id;
    radio.checked = option.id === answer.selectedShippingOptionId;
    label.append(radio, ` ${option.label}`);
    fieldset.append(label);
  }
}

export function enhanceCheckout(doc: Document, dataLayer: DataLayer): () => void {
  const form = doc.querySelector<HTMLFormElement>('form.checkout-form');
  if (!form) return () => {};
  const requiresShipping = form.querySelector('[name="firstName"]') !== null;
  const fields = CHECKOUT_FIELDS.filter((name) => form.querySelector(`[name="${name}"]`));

  const onSubmit = (event: SubmitEvent) => {
    const errors = checkoutFieldErrors(valuesOf(form), requiresShipping);
    for (const name of fields) showFieldError(form, name, errors[name]);
    const first = fields.find((name) => errors[name]);
    if (!first) return;
    event.preventDefault();
    form.querySelector<Control>(`[name="${first}"]`)?.focus();
  };

  // Only clears: a message never appears while the shopper is still typing.
  const onEdit = () => {
    const errors = checkoutFieldErrors(valuesOf(form), requiresShipping);
    for (const name of fields)
      if (!errors[name] && doc.getElementById(errorId(name))) showFieldError(form, name, undefined);
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  const estimate = () => {
    const values = valuesOf(form);
    if (!requiresShipping || !/^[A-Za-z]{2}$/.test(values.country ?? '')) return;
    const query = {
      country: values.country ?? '',
      state: values.state ?? '',
      zip: values.zip ?? '',
      shippingOptionId: values.shippingOptionId ?? '',
    };
    const ticket = ++asked;
    dataLayer
      .get<EstimateAnswer>('commerce/cart/estimate', { query })
      .then((answer) => {
        if (ticket !== asked) return; // a later address is already on its way
        renderTotals(doc, answer.totals);
        renderShipping(form, answer);
      })
      .catch(() => {
        // The summary keeps its last figures; the server prices the order again on submit anyway.
      });
  };
  const onAddress = (event: Event) => {
    const name = (event.target as Control | null)?.name;
    if (name !== 'country' && name !== 'state' && name !== 'zip' && name !== 'shippingOptionId') return;
    clearTimeout(timer);
    timer = setTimeout(estimate, 300);
  };

  form.addEventListener('submit', onSubmit);
  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);
  form.addEventListener('input', onAddress);
  form.addEventListener('change', onAddress);
  return () => {
    clearTimeout(timer);
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('input', onEdit);
    form.removeEventListener('change', onEdit);
    form.removeEventListener('input', onAddress);
    form.removeEventListener('change', onAddress);
  };
}
