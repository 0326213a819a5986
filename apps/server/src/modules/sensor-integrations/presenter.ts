import type { SensorIntegration } from '@coldroom/contract';
import type { RoomSensorLinkRow, SensorIntegrationRow } from '../../db/schema';
import { secretBoxOf } from './vendor-access';
import type { Config } from '../../config';

const iso = (at: Date | null) => at?.toISOString() ?? null;

function statusOf(row: SensorIntegrationRow): SensorIntegration['status'] {
  if (row.failures > 0) return 'failing';
  return row.lastSuccessAt ? 'ok' : 'waiting';
}

/** An integration as the service provider sees it: everything but the credentials. */
export function presentIntegration(config: Config, row: SensorIntegrationRow, links: readonly (RoomSensorLinkRow & { roomName: string })[]): SensorIntegration {
  const settings = row.settings;
  return {
    id: row.id,
    vendor: row.vendor,
    name: row.name,
    poll_minutes: row.pollMinutes,
    settings: settings
      ? {
          url: settings.url,
          header_name: settings.headerName,
          items_path: settings.itemsPath,
          time_path: settings.timePath,
          temperature_path: settings.temperaturePath,
          humidity_path: settings.humidityPath,
          unit: settings.unit,
        }
      : null,
    has_header_value: row.vendor === 'json' && (secretBoxOf(config).open(row.credentials) ?? '') !== '',
    status: statusOf(row),
    last_polled_at: iso(row.lastPolledAt),
    last_success_at: iso(row.lastSuccessAt),
    last_error: (row.lastError as SensorIntegration['last_error']) ?? null,
    last_error_detail: row.lastErrorDetail,
    last_error_at: iso(row.lastErrorAt),
    failures: row.failures,
    next_poll_at: row.nextPollAt.toISOString(),
    readings_received: row.readingsReceived,
    rooms: links.map((link) => ({
      cooling_unit: { id: link.coolingUnitId, name: link.roomName },
      device_id: link.deviceId,
      device_name: link.deviceName,
      last_reading_at: iso(link.lastReadingAt),
      readings_received: link.readingsReceived,
      readings_set_aside: link.readingsSetAside,
      last_set_aside: link.lastSetAside,
    })),
    created_at: row.createdAt.toISOString(),
  };
}
