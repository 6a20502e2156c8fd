import { z } from 'zod';
import { weekdays, type Weekday } from './weekdays';

/**
 * A site's business info (address, phone, e-mail, opening hours): stored in the site's settings,
 * shown in the footer and the mobile info bar (spec visitor-runtime §3, page context "mobile info
 * bar") and described to search engines as the site's organisation (JSON-LD). Every part is
 * optional: an empty string or a day without hours simply is not shown.
 */

/** Letters, marks, digits, punctuation and spaces: no line breaks or control/format characters. */
const oneLine = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'Use one line without control characters')
    .default('');

/** A phone number as people write it: an optional +, digits, spaces and ( ) - . separators. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]*[0-9]$/;

export const businessPhoneSchema = z
  .string()
  .trim()
  .max(32, 'Phone numbers must be 32 characters or fewer')
  .refine(
    (value) => value === '' || (PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 5),
    'Enter a phone number like +1 555 010 0199',
  )
  .default('');

export const businessEmailSchema = z
  .string()
  .trim()
  .max(256, 'E-mail addresses must be 256 characters or fewer')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid e-mail address')
  .default('');

export { weekdays, type Weekday };

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00');

/** One day's opening hours; `closes` before `opens` means open past midnight (a bar until 02:00). */
export const dayHoursSchema = z
  .object({
    open: z.boolean().default(false),
    opens: clockTime.default('09:00'),
    closes: clockTime.default('17:00'),
  })
  .refine((day) => !day.open || day.opens !== day.closes, {
    message: 'Opening and closing times must differ',
    path: ['closes'],
  });
export type DayHours = z.infer<typeof dayHoursSchema>;

const closedDay = { open: false, opens: '09:00', closes: '17:00' } as const;

export const businessInfoSchema = z.object({
  /** The business's name when it differs from the site title; empty uses the site title. */
  name: oneLine(120, 'Business names must be 120 characters or fewer'),
  address: z
    .object({
      street: oneLine(200, 'Street addresses must be 200 characters or fewer'),
      locality: oneLine(100, 'Town or city names must be 100 characters or fewer'),
      region: oneLine(100, 'Regions must be 100 characters or fewer'),
      postalCode: oneLine(20, 'Postal codes must be 20 characters or fewer'),
      country: oneLine(100, 'Country names must be 100 characters or fewer'),
    })
    .default({ street: '', locality: '', region: '', postalCode: '', country: '' }),
  phone: businessPhoneSchema,
  email: businessEmailSchema,
  hours: z
    .object(
      Object.fromEntries(weekdays.map((day) => [day, dayHoursSchema.default(closedDay)])) as {
        [Day in Weekday]: z.ZodDefault<typeof dayHoursSchema>;
      },
    )
    .default(Object.fromEntries(weekdays.map((day) => [day, closedDay])) as Record<Weekday, DayHours>),
});
export type BusinessInfo = z.infer<typeof businessInfoSchema>;

export const emptyBusinessInfo = (): BusinessInfo => businessInfoSchema.parse({});

/** What Settings → Business reads and saves: the info and whether phones show the info bar. */
export const businessSettingsSchema = z.object({
  business: businessInfoSchema,
  mobileInfoBar: z.object({ enabled: z.boolean({ error: 'Choose whether to show the info bar' }) }),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;
export const businessSettingsAnswer = businessSettingsSchema;

/** One line of the address as written on an envelope; empty parts are left out. */
export function addressLine(address: BusinessInfo['address']): string {
  const town = [address.postalCode, address.locality].filter((part) => part !== '').join(' ');
  return [address.street, town, address.region, address.country].filter((part) => part !== '').join(', ');
}

export const hasAddress = (business: BusinessInfo): boolean => addressLine(business.address) !== '';
export const hasOpeningHours = (business: BusinessInfo): boolean =>
  weekdays.some((day) => business.hours[day].open);

/** Anything a visitor could use: the info bar shows only when there is. */
export const hasBusinessContact = (business: BusinessInfo): boolean =>
  business.phone !== '' || business.email !== '' || hasAddress(business) || hasOpeningHours(business);

/** Stored settings may predate a field, or be damaged: parse again, falling back to empty. */
export const businessInfoOf = (stored: unknown): BusinessInfo =>
  businessInfoSchema.safeParse(stored ?? {}).data ?? emptyBusinessInfo();
