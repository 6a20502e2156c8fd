import { useQuery } from '@tanstack/react-query';
import type { MapSettingsAnswer } from '../../../shared/api/maps';
import { apiGet } from '../../api/client';

/** Whether the server has map tiles, satellite tiles and a geocoder (GET /api/rest/maps/settings). */
export const useMapSettings = () =>
  useQuery({
    queryKey: ['map-settings'],
    queryFn: () => apiGet<MapSettingsAnswer>('/api/rest/maps/settings'),
    staleTime: Infinity,
  });
