import { SIMULATOR_SMS_MAX, SIMULATOR_USSD_MAX } from '@coldroom/contract';
import { Alert, Box, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceMobile, IconMessage, IconPhoneCall, IconPhoneOff, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FarmerPicker, type PickedFarmer } from '../../../components/operations/FarmerPicker';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { errorMessageKey } from '../../../lib/errors';
import { sendSimulatorSms, sendSimulatorUssd, useSimulatorStatus } from '../api/smsSimulator';

/** Keywords a farmer sends most (docs/sms-and-ussd.md §1): typed into the box by one tap. */
const QUICK_KEYWORDS = ['BAL', 'STOCK', 'HELP'] as const;

interface Bubble {
  id: number;
  from: 'farmer' | 'coldroom';
  text: string;
  /** The farmer's message: on its way, answered, or not sent. The answer: written, or none went. */
  state: 'sending' | 'sent' | 'failed' | 'none';
}

/** A session id like a gateway's; crypto.randomUUID needs a secure context, which a demo on a LAN may not be. */
function newSessionId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `sim-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The screen without the gateway's `CON `/`END ` prefix, and whether it was the last one. */
function readScreen(screen: string): { text: string; last: boolean } {
  const last = !screen.startsWith('CON ');
  return { text: screen.replace(/^(CON|END) ?/, ''), last };
}

function FailureAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert" py="xs">
      <Text size="sm">{t(errorMessageKey(error))}</Text>
    </Alert>
  );
}

function MessageBubble({ bubble }: { bubble: Bubble }) {
  const { t } = useTranslation();
  const mine = bubble.from === 'farmer';
  return (
    <Box component="li" style={{ listStyle: 'none', alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }} data-testid={mine ? 'sim-sent' : 'sim-reply'}>
      <Text size="xs" c="dimmed" ta={mine ? 'end' : 'start'} mb={2}>
        {mine ? t('management.simulator.sms.farmer') : t('management.simulator.sms.coldroom')}
      </Text>
      <Paper
        px="sm"
        py={8}
        radius="lg"
        withBorder
        bg={mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-1)'}
        style={{ borderColor: mine ? 'var(--mantine-primary-color-light-hover)' : undefined }}
      >
        {bubble.state === 'none' ? (
          <Text size="sm" fs="italic">
            {t('management.simulator.sms.noReply')}
          </Text>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {bubble.text}
          </Text>
        )}
      </Paper>
      {bubble.state === 'sending' && (
        <Group gap={6} justify="flex-end" mt={4}>
          <Loader size="xs" aria-label={t('management.simulator.sms.sending')} />
          <Text size="xs" c="dimmed">
            {t('management.simulator.sms.sending')}
          </Text>
        </Group>
      )}
      {bubble.state === 'failed' && (
        <Text size="xs" c="red.8" ta="end" mt={4}>
          {t('management.simulator.sms.failed')}
        </Text>
      )}
    </Box>
  );
}

/** The farmer's messages and Coldroom's answers, as a phone's messaging app shows them. */
function SmsPanel({ farmer }: { farmer: PickedFarmer }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [bubbles, setBubbles] = useState<Bubble[]>([]);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const nextId = useRef(1);
  const box = useRef<HTMLTextAreaElement>(null);
  const last = useRef<HTMLDivElement>(null);
  const send = useMutation({ mutationFn: (message: string) => sendSimulatorSms(farmer.id, message) });

  useEffect(() => {
    if (bubbles.length > 0) last.current?.scrollIntoView?.({ block: 'nearest' });
  }, [bubbles]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return setProblem('forms.required');
    if (message.length > SIMULATOR_SMS_MAX) return setProblem('forms.tooLong');
    setProblem(null);
    const sentId = nextId.current++;
    setBubbles((all) => [...all, { id: sentId, from: 'farmer', text: message, state: 'sending' }]);
    setText('');
    send.mutate(message, {
      onSuccess: (answer) => {
        setBubbles((all) => [
          ...all.map((bubble) => (bubble.id === sentId ? { ...bubble, state: 'sent' as const } : bubble)),
          { id: nextId.current++, from: 'coldroom', text: answer.reply ?? '', state: answer.reply === null ? 'none' : 'sent' },
        ]);
        void client.invalidateQueries({ queryKey: ['sms-outbox'] });
      },
      onError: () => setBubbles((all) => all.map((bubble) => (bubble.id === sentId ? { ...bubble, state: 'failed' as const } : bubble))),
    });
  };

  return (
    <Stack gap="sm">
      {bubbles.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t('management.simulator.sms.empty')}
        </Text>
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} aria-label={t('management.simulator.sms.conversation')} aria-live="polite">
          {bubbles.map((bubble) => (
            <MessageBubble key={bubble.id} bubble={bubble} />
          ))}
        </Stack>
      )}
      <div ref={last} />
      {send.isError && <FailureAlert error={send.error} />}
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            ref={box}
            label={t('management.simulator.sms.message')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={problem ? t(problem) : undefined}
            rows={3}
            maxLength={SIMULATOR_SMS_MAX}
            size="md"
          />
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Group gap="xs" role="group" aria-label={t('management.simulator.sms.quick')}>
              {QUICK_KEYWORDS.map((keyword) => (
                <Button
                  key={keyword}
                  variant="default"
                  size="sm"
                  miw={52}
                  onClick={() => {
                    setText(keyword);
                    box.current?.focus();
                  }}
                >
                  {keyword}
                </Button>
              ))}
            </Group>
            <Button type="submit" leftSection={<IconSend size={18} aria-hidden />} loading={send.isPending}>
              {t('management.simulator.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

interface UssdSession {
  id: string;
  choices: string[];
  screen: string;
  last: boolean;
}

/** The USSD menu as a basic phone shows it: dial, read the screen, answer with a number, until it ends. */
function UssdPanel({ farmer }: { farmer: PickedFarmer }) {
  const { t } = useTranslation();
  const [session, setSession] = useState<UssdSession | null>(null);
  const [choice, setChoice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ussd = useMutation({
    mutationFn: ({ id, choices }: { id: string; choices: string[] }) => sendSimulatorUssd(farmer.id, id, choices.join('*')),
    onSuccess: (answer, { id, choices }) => {
      const { text, last } = readScreen(answer.screen);
      setSession({ id, choices, screen: text, last });
      setChoice('');
    },
  });

  useEffect(() => {
    if (session && !session.last) input.current?.focus();
  }, [session]);

  const dial = () => {
    setProblem(null);
    setChoice('');
    ussd.mutate({ id: newSessionId(), choices: [] });
  };

  const answer = (event: FormEvent) => {
    event.preventDefault();
    if (!session || session.last) return;
    const picked = choice.trim();
    if (!picked) return setProblem('forms.required');
    const choices = [...session.choices, picked];
    if (choices.join('*').length > SIMULATOR_USSD_MAX) return setProblem('management.simulator.ussd.tooLong');
    setProblem(null);
    ussd.mutate({ id: session.id, choices });
  };

  const open = session !== null && !session.last;
  return (
    <Stack gap="sm">
      <Paper
        withBorder
        radius="md"
        p="md"
        mih={150}
        bg="var(--mantine-color-gray-0)"
        role="status"
        aria-live="polite"
        aria-label={t('management.simulator.ussd.screen')}
        data-testid="ussd-screen"
      >
        {ussd.isPending ? (
          <Center mih={110}>
            <Loader aria-label={t('shared.loading')} />
          </Center>
        ) : session ? (
          <Stack gap="xs">
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {session.screen}
            </Text>
            {session.last && (
              <Text size="sm" c="dimmed">
                {t('management.simulator.ussd.ended')}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('management.simulator.ussd.idle')}
          </Text>
        )}
      </Paper>
      {ussd.isError && <FailureAlert error={ussd.error} />}
      {open ? (
        <form onSubmit={answer} noValidate>
          <Stack gap="xs">
            <TextInput
              ref={input}
              label={t('management.simulator.ussd.choice')}
              value={choice}
              onChange={(event) => setChoice(event.currentTarget.value)}
              error={problem ? t(problem) : undefined}
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
            />
            <Group gap="xs" grow>
              <Button type="submit" leftSection={<IconSend size={18} aria-hidden />} loading={ussd.isPending}>
                {t('management.simulator.send')}
              </Button>
              <Button variant="default" leftSection={<IconPhoneOff size={18} aria-hidden />} onClick={() => setSession(null)} disabled={ussd.isPending}>
                {t('management.simulator.ussd.hangUp')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Button leftSection={<IconPhoneCall size={18} aria-hidden />} onClick={dial} loading={ussd.isPending}>
          {session ? t('management.simulator.ussd.dialAgain') : t('management.simulator.ussd.dial')}
        </Button>
      )}
    </Stack>
  );
}

/** The phone itself: the farmer's number at the top, then their messages or the USSD menu. */
function Phone({ farmer }: { farmer: PickedFarmer }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="xl" p="sm" shadow="sm" component="section" aria-label={t('management.simulator.phone', { name: farmer.name || farmer.phone })}>
      <Group gap="xs" wrap="nowrap" px={4} pb="xs" mb="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <IconDeviceMobile size={20} aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {farmer.name || '—'}
          </Text>
          <Text size="sm" c="dimmed" dir="ltr">
            {farmer.phone}
          </Text>
        </div>
      </Group>
      <Tabs defaultValue="sms" styles={{ tab: { minHeight: 44 } }}>
        <Tabs.List grow mb="sm">
          <Tabs.Tab value="sms" leftSection={<IconMessage size={18} aria-hidden />}>
            {t('management.simulator.tabs.sms')}
          </Tabs.Tab>
          <Tabs.Tab value="ussd" leftSection={<IconPhoneCall size={18} aria-hidden />}>
            {t('management.simulator.tabs.ussd')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sms">
          <SmsPanel farmer={farmer} />
        </Tabs.Panel>
        <Tabs.Panel value="ussd">
          <UssdPanel farmer={farmer} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

/**
 * Issue 27's phone simulator (docs/sms-and-ussd.md §6): a service provider picks one of the company's farmers
 * and sends an SMS or walks the USSD menu as them, answered by the same code as a gateway's messages. Only
 * while the server keeps SMS in the outbox: with a gateway, the answers would reach the farmer's real phone.
 */
export function PhoneSimulatorPage() {
  const { t } = useTranslation();
  const status = useSimulatorStatus();
  const [farmer, setFarmer] = useState<PickedFarmer | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader title={t('management.simulator.title')} back={{ to: '/management', labelKey: 'management.simulator.back' }} />
      <QueryStatus query={status}>
        {status.data?.available === false ? (
          <Alert color="gray" icon={<IconPhoneOff size={20} />} role="status">
            <Text size="sm">{t('management.simulator.unavailable')}</Text>
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
            <Stack gap="md">
              <Text>{t('management.simulator.hint')}</Text>
              <FarmerPicker value={farmer} onChange={setFarmer} label={t('management.simulator.farmer')} withoutWalkIn />
              <Stack gap={4}>
                <Title order={2} size="h5">
                  {t('management.simulator.keywordsTitle')}
                </Title>
                <Text size="sm">{t('management.simulator.keywords')}</Text>
              </Stack>
            </Stack>
            <Box maw={420} w="100%">
              {farmer === null ? (
                <Paper withBorder radius="xl" p="lg">
                  <Stack align="center" gap="sm">
                    <IconDeviceMobile size={40} aria-hidden color="var(--mantine-color-gray-6)" />
                    <Text ta="center" c="dimmed">
                      {t('management.simulator.pickFarmer')}
                    </Text>
                  </Stack>
                </Paper>
              ) : farmer.phone ? (
                <Phone key={farmer.id} farmer={farmer} />
              ) : (
                <Alert color="yellow" icon={<IconAlertTriangle size={20} />} role="status">
                  <Text size="sm">{t('management.simulator.noPhone')}</Text>
                </Alert>
              )}
            </Box>
          </SimpleGrid>
        )}
      </QueryStatus>
    </Stack>
  );
}
