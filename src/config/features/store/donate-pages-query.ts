import { useQuery } from '@tanstack/react-query';
import type { DonatePagesAnswer } from '../../../shared/api/donations';
import { apiGet } from '../../api/client';

/** Shared by the list, the editor and the donation block's picker: a change on one refreshes the others. */
export const donatePagesKey = ['store', 'donate-pages'] as const;
export const useDonatePages = () =>
  useQuery({
    queryKey: donatePagesKey,
    queryFn: () => apiGet<DonatePagesAnswer>('/api/commerce/donate-pages'),
  });
