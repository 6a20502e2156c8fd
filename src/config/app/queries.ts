import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishResponse, SiteOverview } from '../../shared/api/owners-answers';
import { api, apiGet } from '../api/client';

/** Query keys shared across features, so one area can refresh another's data. */
export const queryKeys = {
  site: ['site'] as const,
  pages: ['pages'] as const,
  page: (id: string) => ['page', id] as const,
  design: ['design'] as const,
  settings: ['settings'] as const,
  analyticsCalendar: ['analytics', 'calendar'] as const,
  analytics: (view: string, from: string, to: string) => ['analytics', view, from, to] as const,
  forms: ['forms'] as const,
  form: (id: string) => ['form', id] as const,
  notifyAddresses: ['form-notify-addresses'] as const,
  mailDailyLimit: ['mail-daily-limit'] as const,
  mailDelivery: ['mail-delivery'] as const,
  /** Every cached view of the media library (each search and filter is its own list). */
  media: ['media'] as const,
};

export const useSite = () =>
  useQuery({ queryKey: queryKeys.site, queryFn: () => apiGet<SiteOverview>('/api/rest/site') });

/** Publishing makes every draft live; every cached view of the site is then stale. */
export function usePublish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<PublishResponse>('POST', '/api/rest/publish'),
    onSuccess: () => client.invalidateQueries(),
  });
}
