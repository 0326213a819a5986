import { SITES_PREFIX, type MapConfig } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storedCompany } from '../../../lib/company';
import type { MapSettings } from '../components/mapTypes';
import { locationKeys } from './keys';

/** GET /storage/v1/map-config/ (public): the tile server of this installation. */
export function fetchMapConfig(): Promise<MapConfig> {
  return apiFetch<MapConfig>(`${SITES_PREFIX}/map-config/`);
}

// Where an empty map opens: the company's country, else the whole world.
const COUNTRY_VIEW: Record<string, { lat: number; lng: number; zoom: number }> = {
  NG: { lat: 9.08, lng: 8.68, zoom: 5 },
  IN: { lat: 22.35, lng: 78.67, zoom: 4 },
};

export function toMapSettings(config: MapConfig, country?: string): MapSettings {
  const view = (country && COUNTRY_VIEW[country]) || { lat: 10, lng: 20, zoom: 2 };
  return {
    tileUrl: config.tile_url,
    attribution: config.attribution,
    maxZoom: config.max_zoom,
    center: { lat: view.lat, lng: view.lng },
    zoom: view.zoom,
  };
}

export function useMapConfig(enabled = true) {
  return useQuery({
    queryKey: locationKeys.mapConfig,
    queryFn: fetchMapConfig,
    enabled,
    staleTime: 60 * 60_000,
    select: (config) => (config.tile_url ? toMapSettings(config, storedCompany()?.country) : null),
  });
}
