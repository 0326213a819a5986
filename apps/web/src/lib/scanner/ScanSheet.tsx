import { Alert, Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import type { CameraProblem } from './problems';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isNativeApp } from '../nativePlatform';
import { qrReader as defaultReader, type QrReader } from './detector';
import { scanNatively, type NativeScan } from './nativeScanner';

type CameraState = 'starting' | 'on' | CameraProblem;

export interface ScanSheetProps {
  opened: boolean;
  onClose: () => void;
  /**
   * What was read or typed; answers the key of a problem to show, `{ note }` for a step done while the sheet
   * stays open for the next scan (scanning crate after crate), or null.
   */
  onValue: (value: string) => Promise<ScanAnswer>;
  /** Tests hand in a stub; the app uses the browser's detector or the WebAssembly reader. */
  reader?: () => Promise<QrReader>;
  /** The Capacitor app's own scanner (its plugin's camera view) in place of the browser's camera; null in a browser. */
  native?: ((instructions: string) => Promise<NativeScan>) | null;
  /** A line under the title saying what the scans are for ("Scan the tags of the crates, one after another"). */
  purpose?: string;
}

export type ScanAnswer = string | { note: string } | null;

const SCAN_EVERY_MS = 250;

/**
 * A full-screen sheet: the back camera's picture, read a few times a second for a QR code; a torch switch
 * when the camera has one; a field to type the code or tag instead; a clear message when the camera is
 * refused or missing. Closing stops the camera.
 */
export function ScanSheet({ opened, onClose, onValue, reader = defaultReader, native = isNativeApp() ? scanNatively : null, purpose }: ScanSheetProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [torch, setTorch] = useState(false);
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<ScanAnswer>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const lastValue = useRef('');

  const submit = async (value: string) => {
    if (busyRef.current || !value.trim()) return;
    busyRef.current = true;
    setBusy(true);
    try {
      setMessage(await onValue(value.trim()));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;

  // In the Capacitor app: the plugin's own camera view, opened at once and again from a button.
  const nativeRef = useRef(native);
  nativeRef.current = native;
  const launchNative = async () => {
    const scanner = nativeRef.current;
    if (!scanner) return;
    const result = await scanner(purpose ?? t('scan.hint'));
    if (result.ok) return submitRef.current(result.value);
    if (result.problem !== 'cancelled') setCamera(result.problem);
  };
  const launchRef = useRef(launchNative);
  launchRef.current = launchNative;
  useEffect(() => {
    if (!opened || !nativeRef.current) return;
    setCamera('on');
    setMessage(null);
    void launchRef.current();
  }, [opened]);

  useEffect(() => {
    if (!opened || nativeRef.current) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    setCamera('starting');
    setMessage(null);
    setTorch(false);
    lastValue.current = '';
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setCamera('absent');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        const name = (error as { name?: string }).name;
        return setCamera(name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : name === 'NotFoundError' || name === 'OverconstrainedError' ? 'absent' : 'failed');
      }
      if (stopped) return stream.getTracks().forEach((one) => one.stop());
      const element = video.current;
      if (element) {
        element.srcObject = stream;
        await element.play().catch(() => undefined);
      }
      setTrack(stream.getVideoTracks()[0] ?? null);
      setCamera('on');
      let detector: QrReader;
      try {
        detector = await reader();
      } catch {
        return setCamera('failed');
      }
      const tick = async () => {
        if (stopped) return;
        if (element && element.readyState >= 2 && !busyRef.current) {
          const [value] = await detector.read(element).catch(() => []);
          // The same code again (the label still in front of the camera) is not sent again.
          if (value && value !== lastValue.current) {
            lastValue.current = value;
            await submitRef.current(value);
          }
        }
        if (!stopped) timer = window.setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((one) => one.stop());
      setTrack(null);
    };
  }, [opened, reader]);

  const capabilities = (track?.getCapabilities?.() ?? {}) as { torch?: boolean };
  const switchTorch = async (on: boolean) => {
    try {
      await track?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorch(on);
    } catch {
      setTorch(false);
    }
  };
  const typedSubmit = (event: FormEvent) => {
    event.preventDefault();
    // React passes events up through the portal: a page's own form (the check-in's) must not see this submit.
    event.stopPropagation();
    void submit(typed);
  };
  const cameraProblem = camera === 'starting' || camera === 'on' ? null : `scan.camera.${camera}`;

  return (
    <Modal opened={opened} onClose={onClose} fullScreen title={t('scan.title')} closeButtonProps={{ 'aria-label': t('scan.close') }} transitionProps={{ duration: 0 }}>
      <Stack gap="md" maw={560} mx="auto">
        {purpose && <Text fw={600}>{purpose}</Text>}
        {cameraProblem ? (
          <Alert color="orange" role="alert" title={t(`${cameraProblem}.title`)}>
            {t(`${cameraProblem}.body`)}
          </Alert>
        ) : native ? (
          <Button size="lg" leftSection={<IconCamera size={24} aria-hidden />} onClick={() => void launchNative()} loading={busy}>
            {t('scan.nativeOpen')}
          </Button>
        ) : (
          <div style={{ position: 'relative', background: '#000', borderRadius: 8, overflow: 'hidden', aspectRatio: '4 / 3' }}>
            <video ref={video} muted playsInline aria-label={t('scan.preview')} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            <div aria-hidden style={{ position: 'absolute', inset: '15%', border: '3px solid rgba(255,255,255,0.85)', borderRadius: 12 }} />
          </div>
        )}
        {camera === 'on' && !native && <Text size="sm">{t('scan.hint')}</Text>}
        {camera === 'on' && capabilities.torch && (
          <Switch size="lg" checked={torch} onChange={(event) => void switchTorch(event.currentTarget.checked)} label={t('scan.torch')} />
        )}
        <div role="status" aria-live="polite">
          {typeof message === 'string' && (
            <Alert color="red" title={t('scan.notOpened')}>
              {t(message)}
            </Alert>
          )}
          {message && typeof message === 'object' && <Alert color="green">{message.note}</Alert>}
        </div>
        <form onSubmit={typedSubmit}>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              size="md"
              label={t('scan.typed.label')}
              description={t('scan.typed.hint')}
              value={typed}
              maxLength={300}
              autoCapitalize="characters"
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
            <Button type="submit" size="md" loading={busy} disabled={!typed.trim()}>
              {t('scan.typed.open')}
            </Button>
          </Group>
        </form>
        <Button variant="default" size="md" onClick={onClose}>
          {t('scan.close')}
        </Button>
      </Stack>
    </Modal>
  );
}
