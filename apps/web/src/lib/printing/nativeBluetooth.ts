import type { BluetoothLike, CharacteristicLike, DeviceLike, GattLike, ServiceLike } from './transports';

/**
 * Bluetooth printers from the Capacitor app: the community BLE plugin (`@capacitor-community/bluetooth-le`)
 * dressed as the browser's Web Bluetooth objects, so ./transports prints through one code path. Android's
 * WebView has no Web Bluetooth or Web Serial; this is how the app reaches a BLE receipt printer.
 * The plugin is loaded only inside the app.
 */

/** The part of the plugin's BleClient used here (tests hand in a stand-in for the plugin). */
export interface BleClientLike {
  initialize(options?: { androidNeverForLocation?: boolean }): Promise<void>;
  requestDevice(options?: { optionalServices?: string[] }): Promise<{ deviceId: string; name?: string }>;
  connect(deviceId: string, onDisconnect?: (deviceId: string) => void): Promise<void>;
  disconnect(deviceId: string): Promise<void>;
  getServices(deviceId: string): Promise<{ uuid: string; characteristics: { uuid: string; properties: { write: boolean; writeWithoutResponse: boolean } }[] }[]>;
  getMtu?(deviceId: string): Promise<number>;
  write(deviceId: string, service: string, characteristic: string, value: DataView): Promise<void>;
  writeWithoutResponse(deviceId: string, service: string, characteristic: string, value: DataView): Promise<void>;
}

/** BLE's smallest MTU is 23 bytes, 3 of them the write's header. */
const DEFAULT_MTU = 23;
const ATT_HEADER = 3;

const loadClient = async (): Promise<BleClientLike> => (await import('@capacitor-community/bluetooth-le')).BleClient as unknown as BleClientLike;

export function nativeBluetoothWith(load: () => Promise<BleClientLike>): BluetoothLike {
  let ready: Promise<BleClientLike> | null = null;
  // Initialised once; "never for location" (Android 12+): the app scans for printers, not for where the phone is.
  const client = () => {
    ready ??= load().then(async (ble) => {
      await ble.initialize({ androidNeverForLocation: true });
      return ble;
    });
    ready.catch(() => (ready = null));
    return ready;
  };

  const device = (deviceId: string, name?: string): DeviceLike => {
    let payload = DEFAULT_MTU - ATT_HEADER;
    const gatt: GattLike = {
      connected: false,
      async connect() {
        const ble = await client();
        await ble.connect(deviceId, () => {
          gatt.connected = false;
        });
        gatt.connected = true;
        payload = Math.max(DEFAULT_MTU, (await ble.getMtu?.(deviceId).catch(() => DEFAULT_MTU)) ?? DEFAULT_MTU) - ATT_HEADER;
        return gatt;
      },
      disconnect() {
        gatt.connected = false;
        void client().then((ble) => ble.disconnect(deviceId)).catch(() => undefined);
      },
      async getPrimaryServices(): Promise<ServiceLike[]> {
        const ble = await client();
        return (await ble.getServices(deviceId)).map((service) => ({
          async getCharacteristics(): Promise<CharacteristicLike[]> {
            return service.characteristics.map((characteristic) => {
              // The plugin writes what it is given in one packet: the bytes go in pieces the link carries.
              const send = async (value: BufferSource, withResponse: boolean) => {
                const bytes = value instanceof Uint8Array ? value : ArrayBuffer.isView(value) ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength) : new Uint8Array(value);
                for (let at = 0; at < bytes.length; at += payload) {
                  const piece = bytes.slice(at, at + payload);
                  const view = new DataView(piece.buffer, piece.byteOffset, piece.byteLength);
                  if (withResponse) await ble.write(deviceId, service.uuid, characteristic.uuid, view);
                  else await ble.writeWithoutResponse(deviceId, service.uuid, characteristic.uuid, view);
                }
              };
              return {
                properties: { write: characteristic.properties.write, writeWithoutResponse: characteristic.properties.writeWithoutResponse },
                writeValueWithResponse: (value: BufferSource) => send(value, true),
                writeValueWithoutResponse: (value: BufferSource) => send(value, false),
              };
            });
          },
        }));
      },
    };
    return { id: deviceId, name, gatt };
  };

  return {
    async requestDevice(options) {
      const ble = await client();
      // The plugin's own chooser lists nearby BLE devices; the printers' services are asked for so they can be written.
      try {
        const chosen = await ble.requestDevice({ optionalServices: options.optionalServices });
        return device(chosen.deviceId, chosen.name);
      } catch (error) {
        // The plugin says "requestDevice cancelled." when nothing was chosen: the browser's AbortError.
        const message = error instanceof Error ? error.message : String(error);
        if (/cancel/i.test(message)) throw Object.assign(new Error(message), { name: 'AbortError' });
        throw error;
      }
    },
    deviceById: (id) => device(id),
  };
}

let shared: BluetoothLike | null = null;

/** The app's one adapter over the plugin. */
export function nativeBluetooth(): BluetoothLike {
  shared ??= nativeBluetoothWith(loadClient);
  return shared;
}
