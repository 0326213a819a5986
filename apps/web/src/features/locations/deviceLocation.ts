import { Geolocation } from '@capacitor/geolocation';

export type DevicePositionProblem = 'denied' | 'unavailable' | 'timeout';

export interface DevicePosition {
  latitude: number;
  longitude: number;
  /** Metres, as the device reports it. */
  accuracy: number;
}

export class DevicePositionError extends Error {
  constructor(readonly problem: DevicePositionProblem) {
    super(`device position: ${problem}`);
    this.name = 'DevicePositionError';
  }
}

/**
 * The device's position through Capacitor (native permission dialog on Android and iOS, the browser's
 * geolocation on the web). Errors are sorted into what the user can do something about.
 */
export async function getDevicePosition(): Promise<DevicePosition> {
  try {
    const { coords } = await Geolocation.getCurrentPosition({ enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 });
    return { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy };
  } catch (error) {
    throw new DevicePositionError(problemOf(error));
  }
}

function problemOf(error: unknown): DevicePositionProblem {
  // The browser's GeolocationPositionError: 1 denied, 2 unavailable, 3 timeout.
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  if (message.includes('denied') || message.includes('permission')) return 'denied';
  if (message.includes('timeout') || message.includes('timed out')) return 'timeout';
  return 'unavailable';
}

export const DEVICE_PROBLEM_KEYS: Record<DevicePositionProblem, string> = {
  denied: 'locations.device.denied',
  unavailable: 'locations.device.unavailable',
  timeout: 'locations.device.timeout',
};
