// Loaded only on map pages (React.lazy): leaflet, react-leaflet and leaflet's CSS stay out of other chunks.
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import type { MapPoint, MapViewProps } from './mapTypes';

// Circle markers need no image files (leaflet's default marker icons break under bundlers).
const MARKER = { color: '#0b7285', fillColor: '#15aabf', fillOpacity: 0.9, weight: 2 };
const SELECTED = { color: '#c92a2a', fillColor: '#fa5252', fillOpacity: 0.9, weight: 3 };

function FitTo({ points, selected, zoom }: { points: MapPoint[]; selected: MapViewProps['selected']; zoom: number }) {
  const map = useMap();
  const key = JSON.stringify([selected, points.map((p) => [p.lat, p.lng])]);
  useEffect(() => {
    if (selected) map.setView([selected.lat, selected.lng], Math.max(map.getZoom(), zoom));
    else if (points.length > 1) map.fitBounds(points.map((p) => [p.lat, p.lng] as [number, number]), { padding: [32, 32], maxZoom: 14 });
    else if (points.length === 1) map.setView([points[0]!.lat, points[0]!.lng], zoom);
    // Only when the points themselves change, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}

function TapToPick({ onPick }: { onPick: (point: { lat: number; lng: number }) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

export default function LeafletMap({ config, points = [], selected, onPick, onPointClick, height, label }: MapViewProps) {
  const first = selected ?? points[0];
  const center: [number, number] = first ? [first.lat, first.lng] : [config.center.lat, config.center.lng];
  return (
    // isolation: leaflet's panes and controls (z-index 400–1000) stay below the app's header and bottom bar.
    <div role="region" aria-label={label} style={{ height, width: '100%', isolation: 'isolate' }}>
      <MapContainer center={center} zoom={first ? config.zoom + 4 : config.zoom} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
        <TileLayer url={config.tileUrl} attribution={config.attribution} maxZoom={config.maxZoom} />
        <FitTo points={points} selected={selected} zoom={Math.min(config.maxZoom, 13)} />
        {onPick && <TapToPick onPick={onPick} />}
        {points.map((point) => (
          <CircleMarker
            key={point.id}
            center={[point.lat, point.lng]}
            radius={9}
            pathOptions={MARKER}
            eventHandlers={onPointClick ? { click: () => onPointClick(point.id) } : undefined}
          >
            <Tooltip>{point.label}</Tooltip>
          </CircleMarker>
        ))}
        {selected && <CircleMarker center={[selected.lat, selected.lng]} radius={11} pathOptions={SELECTED} />}
      </MapContainer>
    </div>
  );
}
