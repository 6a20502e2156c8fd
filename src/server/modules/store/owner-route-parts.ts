import { z } from 'zod';
import { ID_PATTERN } from '../../../shared/ids';

/** Who may call the owners' store API (plugins/access.ts): admin, store manager, website manager. */
export const STORE_MANAGER = { config: { access: 'store-manager' } } as const;

/** A route parameter holding one of our ids, under `name`. */
export const idParam = (name: string) => z.object({ [name]: z.string().regex(ID_PATTERN, 'Unknown item') });
