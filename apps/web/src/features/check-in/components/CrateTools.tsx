import { CHECK_IN_MAX_CRATES, TAG_MAX } from '@coldroom/contract';
import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import type { UseFormReturnType } from '@mantine/form';
import { startTransition, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { kgSign } from '../../../lib/quantities';
import { errorsOutside, resizeCrates, type CheckInValues } from '../checkInForm';
import { readScanValue } from '../../../lib/scanner/parse';
import { ScanSheet, type ScanAnswer } from '../../../lib/scanner/ScanSheet';
import { numberedTags, tagKey, tagsOfOtherLots } from '../crateTags';

function ToolRow({ input, button }: { input: ReactNode; button: ReactNode }) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
      {button}
    </Group>
  );
}

interface CrateToolsProps {
  form: UseFormReturnType<CheckInValues>;
  index: number;
  /** Tags on the room's stored crates (tagKey): numbering skips them. */
  storedTags: ReadonlySet<string>;
  /** At most this many crates (what the room still has free, online); null: no limit here. */
  maxCrates: number | null;
}

/** How many crates, and values for all of them at once: the weight, the planned days, tags numbered from a start. */
export function CrateTools({ form, index, storedTags, maxCrates }: CrateToolsProps) {
  const { t, i18n } = useTranslation();
  const lot = form.getValues().lots[index]!;
  const base = `lots.${index}`;
  const [count, setCount] = useState<string | number>(lot.crates.length);
  const [tagStart, setTagStart] = useState(lot.tagStart);

  // Numbering skips the room's stored tags and those of the other lots (defect 2).
  const taken = () => new Set([...storedTags, ...tagsOfOtherLots(form.getValues().lots, index)]);
  const setCrates = (value: string | number) => {
    setCount(value);
    const wanted = Number(value);
    if (!Number.isInteger(wanted) || wanted < 1) return;
    // No more rows than the room has space for (defect 8); the free space above says so.
    const n = maxCrates === null ? wanted : Math.min(wanted, maxCrates);
    const current = form.getValues().lots[index]!;
    const resized = resizeCrates(current, n);
    // Crates added after the tags were numbered carry on the numbering.
    const tags = current.tagStart ? numberedTags(current.tagStart, resized.length, taken()) : [];
    // The count shows at once; the crate lines it adds are drawn in a transition, which the next key
    // interrupts (issue 25: ten lines drawn inside the key took 2.9 s on a low-tier phone). The form's
    // values change now (useForm keeps them in a ref), so a submit right after reads them.
    startTransition(() =>
      form.setFieldValue(
        `${base}.crates`,
        resized.map((crate, j) => (j >= current.crates.length && tags[j] ? { ...crate, tag: tags[j] } : crate)),
      ),
    );
  };
  const applyAll = (name: 'weight' | 'plannedDays', value: string) => {
    form.setFieldValue(
      `${base}.crates`,
      form.getValues().lots[index]!.crates.map((crate) => ({ ...crate, [name]: value })),
    );
    form.setErrors(errorsOutside(form.errors, `${base}.crates.`, `.${name}`));
  };
  const numberTags = () => {
    form.setFieldValue(`${base}.tagStart`, tagStart);
    const tags = numberedTags(tagStart, form.getValues().lots[index]!.crates.length, taken());
    form.setFieldValue(
      `${base}.crates`,
      form.getValues().lots[index]!.crates.map((crate, j) => ({ ...crate, tag: tags[j] ?? '' })),
    );
    form.setErrors(errorsOutside(form.errors, `${base}.crates.`, '.tag'));
  };

  // Scanned tags (pre-printed QR or barcode tags on the crates) fill the crates without a tag, in order.
  const [scanning, setScanning] = useState(false);
  const scanTag = async (value: string): Promise<ScanAnswer> => {
    if (readScanValue(value).kind === 'token') return 'checkIn.scanTags.isLabel';
    if (value.length > TAG_MAX) return 'checkIn.scanTags.tooLong';
    const crates = form.getValues().lots[index]!.crates;
    const key = tagKey(value);
    if (taken().has(key) || crates.some((crate) => crate.tag.trim() && tagKey(crate.tag) === key)) return 'checkIn.scanTags.taken';
    const next = crates.findIndex((crate) => !crate.tag.trim());
    if (next < 0) return 'checkIn.scanTags.allTagged';
    form.setFieldValue(`${base}.crates.${next}.tag`, value);
    form.clearFieldError(`${base}.crates.${next}.tag`);
    const left = crates.filter((crate, j) => j !== next && !crate.tag.trim()).length;
    return { note: t(left ? 'checkIn.scanTags.filled' : 'checkIn.scanTags.filledLast', { tag: value, n: next + 1, left }) };
  };

  return (
    <>
      <NumberInput
        label={t('checkIn.crateCount')}
        min={1}
        max={maxCrates === null ? CHECK_IN_MAX_CRATES : Math.min(CHECK_IN_MAX_CRATES, maxCrates)}
        allowDecimal={false}
        allowNegative={false}
        value={count}
        onChange={setCrates}
        onBlur={() => setCount(form.getValues().lots[index]!.crates.length)}
        description={maxCrates !== null && Number(count) > maxCrates ? t('checkIn.atMostCrates', { n: maxCrates }) : undefined}
        size="md"
        style={{ width: 180, maxWidth: '100%' }}
      />
      <ToolRow
        input={
          <TextInput
            label={t('checkIn.allWeight', { unit: kgSign(i18n.language) })}
            inputMode="decimal"
            {...form.getInputProps(`${base}.allWeight`)}
            size="md"
          />
        }
        button={
          <Button variant="light" onClick={() => applyAll('weight', form.getValues().lots[index]!.allWeight)}>
            {t('checkIn.applyToAll')}
          </Button>
        }
      />
      <ToolRow
        input={<TextInput label={t('checkIn.allDays')} inputMode="numeric" {...form.getInputProps(`${base}.allDays`)} size="md" />}
        button={
          <Button variant="light" onClick={() => applyAll('plannedDays', form.getValues().lots[index]!.allDays)}>
            {t('checkIn.applyToAll')}
          </Button>
        }
      />
      <ToolRow
        input={
          <TextInput
            label={t('checkIn.tagStart')}
            placeholder={t('checkIn.tagStartHint')}
            value={tagStart}
            onChange={(event) => setTagStart(event.currentTarget.value)}
            size="md"
          />
        }
        button={
          <Button variant="light" onClick={numberTags}>
            {t('checkIn.numberTags')}
          </Button>
        }
      />
      <Button variant="light" size="md" leftSection={<IconScan size={20} aria-hidden />} onClick={() => setScanning(true)} style={{ alignSelf: 'flex-start' }}>
        {t('checkIn.scanTags.button')}
      </Button>
      <ScanSheet opened={scanning} onClose={() => setScanning(false)} onValue={scanTag} purpose={t('checkIn.scanTags.purpose')} />
    </>
  );
}
