/** What the lazily loaded map needs; kept apart so pages can type props without loading leaflet. */
export interface MapSettings {
  tileUrl: string;
  attribution: string;
  maxZoom: number;
  /** Where an empty map opens. */
  center: { lat: number; lng: number };
  zoom: number;
}

export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  label: string;
}

export interface MapViewProps {
  config: MapSettings;
  points?: MapPoint[];
  selected?: { lat: number; lng: number } | null;
  onPick?: (point: { lat: number; lng: number }) => void;
  onPointClick?: (id: number) => void;
  height: number | string;
  /** Accessible name of the map region. */
  label: string;
}
