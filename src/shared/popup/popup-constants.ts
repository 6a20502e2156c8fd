/** The popup overlay's constants, free of zod so the owners' app can import them without the schema library. */

/** Days before the popup shows again; -1 means never again (visitor-runtime §3). */
export const NEVER_AGAIN = -1;
export const MAX_DISPLAY_FREQUENCY_DAYS = 365;
export const MAX_POPUP_DELAY_SECONDS = 600;
