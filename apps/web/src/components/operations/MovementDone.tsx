import type { CheckIn } from '@coldroom/contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCrates, formatTotalKg } from '../../lib/quantities';
import { MovementCodeHead } from './MovementCodeHead';
import { ReceiptActions } from './ReceiptActions';

/** The parts a check-in and a check-out share (both are movements with a code). */
type DoneMovement = Pick<CheckIn, 'movement' | 'farmer' | 'cooling_unit' | 'crates' | 'weight_kg'>;

interface MovementDoneProps {
  title: string;
  done: DoneMovement;
  /** What the operator does next ("another check-in"); the icon goes on its button. */
  anotherLabel: string;
  anotherIcon: ReactNode;
  onAnother: () => void;
  /** Lines between the quantities and the receipt: the fee, the payment. */
  children: ReactNode;
}

/**
 * The end of a check-in or check-out: the movement's code (written on the crates and read out to the
 * farmer), whose produce in which room, how much, the caller's money lines, the receipt, what next.
 */
export function MovementDone({ title, done, anotherLabel, anotherIcon, onAnother, children }: MovementDoneProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const owner = done.farmer.is_walk_in ? t('glossary.walkInCustomer') : done.farmer.name;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm" align="flex-start">
        <MovementCodeHead title={title} code={done.movement.code} color="green" icon={<IconCircleCheck size={32} />} />
        <Text>
          {owner} · {done.cooling_unit.name}
        </Text>
        <Text>
          {formatCrates(t, language, done.crates)} · {formatTotalKg(language, done.weight_kg)}
        </Text>
        {children}
        <ReceiptActions movementId={done.movement.id} code={done.movement.code} withSms />
        <Group gap="xs">
          <Button leftSection={anotherIcon} onClick={onAnother}>
            {anotherLabel}
          </Button>
          <Button component={Link} to="/" variant="default">
            {t('nav.home')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
