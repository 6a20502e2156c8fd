import { errorMessages } from './errors';
import { libraryMessages } from './library';
import { siteMessages } from './site';

/** The complete en-US catalogue: the reference every other locale is checked against. */
export const enUS = { ...errorMessages, ...siteMessages, ...libraryMessages } as const;
