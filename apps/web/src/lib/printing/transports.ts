import { readItem, removeItem, STORAGE_KEYS, writeItem } from '../storage';
import { isNativeApp } from '../nativePlatform';
import { PAPER_WIDTHS, type PaperWidth } from './layout';
import { nativeBluetooth } from './nativeBluetooth';

/**
 * How the phone reaches a thermal printer: Web Serial (Bluetooth Classic printers paired with an Android
 * phone, and USB) or Web Bluetooth (BLE printers). One interface for both; the bytes come from ./layout.
 * Inside the Capacitor app (an Android WebView has neither), Bluetooth goes through the native BLE plugin
 * behind the same interface (./nativeBluetooth).
 */
export type TransportKind = 'serial' | 'bluetooth';
export const TRANSPORT_KINDS: readonly TransportKind[] = ['serial', 'bluetooth'];

/** Why printing stopped, each with its own message (i18n `printing.errors.*`). */
export type PrintFailure = 'unsupported' | 'cancelled' | 'not_found' | 'disconnected' | 'failed';
export class PrintError extends Error {
  constructor(readonly reason: PrintFailure, cause?: unknown) {
    super(`printing: ${reason}`, { cause });
  }
}

/** The printer chosen in settings, kept on the phone. */
export interface SavedPrinter {
  kind: TransportKind;
  name: string;
  width: PaperWidth;
  /** Web Bluetooth: the device's id, to find it again without the chooser. */
  deviceId?: string;
  /** Web Serial: what identifies the port among those the site may use. */
  usbVendorId?: number;
  usbProductId?: number;
  bluetoothServiceClassId?: string;
}

export interface PrinterConnection {
  name: string;
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

// ─── the browser APIs, as much of them as is used (not in TypeScript's DOM types) ──────────────────
interface SerialPortInfo {
  usbVendorId?: number;
  usbProductId?: number;
  bluetoothServiceClassId?: string | number;
}
interface SerialPortLike {
  getInfo(): SerialPortInfo;
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readonly writable: WritableStream<Uint8Array> | null;
}
interface SerialLike {
  requestPort(options?: { filters?: object[]; allowedBluetoothServiceClassIds?: string[] }): Promise<SerialPortLike>;
  getPorts(): Promise<SerialPortLike[]>;
}
export interface CharacteristicLike {
  properties: { write: boolean; writeWithoutResponse: boolean };
  writeValueWithResponse(value: BufferSource): Promise<void>;
  writeValueWithoutResponse(value: BufferSource): Promise<void>;
}
export interface ServiceLike {
  getCharacteristics(): Promise<CharacteristicLike[]>;
}
export interface GattLike {
  connected: boolean;
  connect(): Promise<GattLike>;
  disconnect(): void;
  getPrimaryServices(): Promise<ServiceLike[]>;
}
export interface DeviceLike {
  id: string;
  name?: string;
  gatt?: GattLike;
}
export interface BluetoothLike {
  requestDevice(options: { acceptAllDevices: boolean; optionalServices: string[] }): Promise<DeviceLike>;
  getDevices?(): Promise<DeviceLike[]>;
  /** The native plugin reaches a remembered printer by its id, with no chooser. */
  deviceById?(id: string): DeviceLike;
}
const serialApi = () => (typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { serial?: SerialLike }).serial);
const bluetoothApi = (): BluetoothLike | undefined =>
  isNativeApp() ? nativeBluetooth() : typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { bluetooth?: BluetoothLike }).bluetooth;

/** The ways this browser can reach a printer (none: the print buttons are not shown). */
export function availableTransports(): TransportKind[] {
  return TRANSPORT_KINDS.filter((kind) => (kind === 'serial' ? serialApi() : bluetoothApi()) !== undefined);
}

/** Bluetooth Classic's serial port profile, which Android Chrome's Web Serial opens on paired printers. */
const SPP = '00001101-0000-1000-8000-00805f9b34fb';
/** The GATT services cheap BLE receipt printers write on. */
export const PRINTER_SERVICES = [
  '000018f0-0000-1000-8000-00805f9b34fb',
  'e7810a71-73ae-499d-8c15-faa9aef0c3f2',
  '49535343-fe7d-4ae5-8fa9-9fafd205e455',
  '0000ff00-0000-1000-8000-00805f9b34fb',
  '0000ffe0-0000-1000-8000-00805f9b34fb',
  '0000fee7-0000-1000-8000-00805f9b34fb',
];
const SERIAL_CHUNK = 1024;
const BLE_CHUNK = 512;

/** A browser's "nothing chosen" is a cancel; a device that went away is a disconnect. */
function failure(error: unknown, during: 'choose' | 'connect' | 'write'): PrintError {
  if (error instanceof PrintError) return error;
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (during === 'choose' && (name === 'NotFoundError' || name === 'AbortError')) return new PrintError('cancelled', error);
  if (during === 'choose' && name === 'SecurityError') return new PrintError('unsupported', error);
  if (during === 'connect') return new PrintError(name === 'InvalidStateError' ? 'failed' : 'not_found', error);
  if (name === 'NetworkError' || name === 'NotFoundError' || name === 'InvalidStateError' || name === 'BreakError') return new PrintError('disconnected', error);
  return new PrintError('failed', error);
}

function serialName(info: SerialPortInfo): string {
  if (info.bluetoothServiceClassId !== undefined) return 'Bluetooth printer';
  if (info.usbVendorId !== undefined) return `USB printer ${info.usbVendorId.toString(16).padStart(4, '0')}:${(info.usbProductId ?? 0).toString(16).padStart(4, '0')}`;
  return 'Serial printer';
}

async function openSerial(port: SerialPortLike): Promise<PrinterConnection> {
  try {
    await port.open({ baudRate: 9600 });
  } catch (error) {
    // Already open (a print still going): use it as it is.
    if (!(error instanceof DOMException && error.name === 'InvalidStateError')) throw failure(error, 'connect');
  }
  return {
    name: serialName(port.getInfo()),
    async write(bytes) {
      if (!port.writable) throw new PrintError('disconnected');
      const writer = port.writable.getWriter();
      try {
        for (let at = 0; at < bytes.length; at += SERIAL_CHUNK) await writer.write(bytes.subarray(at, at + SERIAL_CHUNK));
      } catch (error) {
        throw failure(error, 'write');
      } finally {
        writer.releaseLock();
      }
    },
    async close() {
      await port.close().catch(() => undefined);
    },
  };
}

async function openBluetooth(device: DeviceLike): Promise<PrinterConnection> {
  let characteristic: CharacteristicLike | undefined;
  try {
    if (!device.gatt) throw new PrintError('not_found');
    const server = device.gatt.connected ? device.gatt : await device.gatt.connect();
    for (const service of await server.getPrimaryServices()) {
      const found = (await service.getCharacteristics()).find((candidate) => candidate.properties.writeWithoutResponse || candidate.properties.write);
      if (found) {
        characteristic = found;
        break;
      }
    }
  } catch (error) {
    throw failure(error, 'connect');
  }
  // Connected, but nothing to write on: not a printer this app knows.
  if (!characteristic) throw new PrintError('not_found');
  const target = characteristic;
  return {
    name: device.name ?? 'Bluetooth printer',
    async write(bytes) {
      try {
        for (let at = 0; at < bytes.length; at += BLE_CHUNK) {
          const chunk = bytes.slice(at, at + BLE_CHUNK);
          if (target.properties.writeWithoutResponse) await target.writeValueWithoutResponse(chunk);
          else await target.writeValueWithResponse(chunk);
        }
      } catch (error) {
        throw failure(error, 'write');
      }
    },
    async close() {
      device.gatt?.disconnect();
    },
  };
}

/** Opens the browser's chooser (needs a tap) and describes what was picked; `open` connects to it. */
export async function choosePrinter(kind: TransportKind, width: PaperWidth): Promise<SavedPrinter> {
  if (kind === 'serial') {
    const serial = serialApi();
    if (!serial) throw new PrintError('unsupported');
    let port: SerialPortLike;
    try {
      port = await serial.requestPort({ allowedBluetoothServiceClassIds: [SPP] });
    } catch (error) {
      throw failure(error, 'choose');
    }
    const info = port.getInfo();
    const id = info.bluetoothServiceClassId;
    return { kind, width, name: serialName(info), usbVendorId: info.usbVendorId, usbProductId: info.usbProductId, bluetoothServiceClassId: id === undefined ? undefined : String(id) };
  }
  const bluetooth = bluetoothApi();
  if (!bluetooth) throw new PrintError('unsupported');
  let device: DeviceLike;
  try {
    device = await bluetooth.requestDevice({ acceptAllDevices: true, optionalServices: PRINTER_SERVICES });
  } catch (error) {
    throw failure(error, 'choose');
  }
  return { kind, width, name: device.name ?? 'Bluetooth printer', deviceId: device.id };
}

/** Connects to the saved printer: one the site may already use, or through the chooser again. */
export async function connectPrinter(printer: SavedPrinter): Promise<PrinterConnection> {
  if (printer.kind === 'serial') {
    const serial = serialApi();
    if (!serial) throw new PrintError('unsupported');
    const ports = await serial.getPorts();
    const same = (info: SerialPortInfo) =>
      info.usbVendorId === printer.usbVendorId && info.usbProductId === printer.usbProductId && (info.bluetoothServiceClassId === undefined ? undefined : String(info.bluetoothServiceClassId)) === printer.bluetoothServiceClassId;
    let port = ports.find((candidate) => same(candidate.getInfo()));
    if (!port) {
      try {
        port = await serial.requestPort({ allowedBluetoothServiceClassIds: [SPP] });
      } catch (error) {
        throw failure(error, 'choose');
      }
    }
    return openSerial(port);
  }
  const bluetooth = bluetoothApi();
  if (!bluetooth) throw new PrintError('unsupported');
  let device = printer.deviceId && bluetooth.deviceById ? bluetooth.deviceById(printer.deviceId) : (await bluetooth.getDevices?.().catch(() => []))?.find((candidate) => candidate.id === printer.deviceId);
  if (!device) {
    try {
      device = await bluetooth.requestDevice({ acceptAllDevices: true, optionalServices: PRINTER_SERVICES });
    } catch (error) {
      throw failure(error, 'choose');
    }
  }
  return openBluetooth(device);
}

/** Connects, sends the bytes and lets the printer go. */
export async function printBytes(printer: SavedPrinter, bytes: Uint8Array): Promise<void> {
  const connection = await connectPrinter(printer);
  try {
    await connection.write(bytes);
  } finally {
    await connection.close();
  }
}

// ─── the remembered printer ────────────────────────────────────────────────────────────────────────
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: SavedPrinter | null } = { raw: null, value: null };

export function getSavedPrinter(): SavedPrinter | null {
  const value = readItem<SavedPrinter>(STORAGE_KEYS.printer);
  if (!value || typeof value !== 'object' || !TRANSPORT_KINDS.includes(value.kind) || !(PAPER_WIDTHS as readonly number[]).includes(value.width)) return null;
  // The same object while nothing changed (useSyncExternalStore compares snapshots).
  const raw = JSON.stringify(value);
  if (cached.raw !== raw) cached = { raw, value };
  return cached.value;
}

export function savePrinter(printer: SavedPrinter | null): void {
  if (printer) writeItem(STORAGE_KEYS.printer, printer);
  else removeItem(STORAGE_KEYS.printer);
  for (const listener of listeners) listener();
}

export function subscribePrinter(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
