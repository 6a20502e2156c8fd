/**
 * The checkout form's field rules and messages, without a schema library, so the checkout page's
 * script can show the server's own messages before a round trip (the server's zod schemas in
 * src/shared/api/store.ts use the same messages and stay the authority).
 */

/** Spec §5: 3 to 256 characters, local@domain with a 2 to 4 letter top-level domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
export const EMAIL_INVALID = 'Email is not valid. Email addresses should follow the format user@domain.com.';
export const US_ZIP_INVALID = 'Enter a 5-digit ZIP code';

export const ADDRESS_REQUIRED: Readonly<Record<string, string>> = {
  firstName: 'Enter a first name',
  lastName: 'Enter a last name',
  line1: 'Enter a street address',
  city: 'Enter a city',
  zip: 'Enter a postal code',
};
/** The checkout's country picker starts here; the summary is priced for it until another is chosen. */
export const DEFAULT_CHECKOUT_COUNTRY = 'US';
export const COUNTRY_INVALID = 'Choose a country';
export const STATE_REQUIRED = 'Enter a state';

/** The checkout form's fields in the order they are shown: the first with an error gets focus. */
export const CHECKOUT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'line1',
  'line2',
  'city',
  'state',
  'zip',
  'country',
  'shippingOptionId',
] as const;

export const isValidEmail = (value: string) =>
  value.trim().length >= 3 && value.trim().length <= 256 && EMAIL_PATTERN.test(value.trim());

/**
 * The rules that depend on the country, by field. A function of its own so checkout can show
 * them with the other fields' messages, even while those fields are still empty.
 */
export function countryAddressErrors(address: {
  country: string;
  zip: string;
  state: string;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (address.country.trim().toUpperCase() !== 'US') return errors;
  // Spec §5: a US zip is exactly 5 digits.
  if (!/^\d{5}$/.test(address.zip.trim())) errors.zip = US_ZIP_INVALID;
  if (address.state.trim() === '') errors.state = STATE_REQUIRED;
  return errors;
}

/** Every field's message at once (an empty form shows them all), keyed by field name. */
export function checkoutFieldErrors(
  values: Partial<Record<string, string>>,
  requiresShipping: boolean,
): Record<string, string> {
  const text = (name: string) => (values[name] ?? '').trim();
  const errors: Record<string, string> = {};
  if (!isValidEmail(text('email'))) errors.email = EMAIL_INVALID;
  if (!requiresShipping) return errors;
  for (const [name, message] of Object.entries(ADDRESS_REQUIRED)) if (!text(name)) errors[name] = message;
  if (!/^[A-Za-z]{2}$/.test(text('country'))) errors.country = COUNTRY_INVALID;
  const byCountry = countryAddressErrors({
    country: text('country'),
    zip: text('zip'),
    state: text('state'),
  });
  for (const [name, message] of Object.entries(byCountry)) errors[name] ??= message;
  return errors;
}
