import '@mantine/dropzone/styles.css';
import { LOGO_MAX_BYTES } from '@coldroom/contract';
import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logoProblem, LOGO_TYPES } from '../logoFile';

interface LogoPickerProps {
  /** The logo the company has now (a URL), if any. */
  current: string | null;
  file: File | null;
  removed: boolean;
  onFile: (file: File | null) => void;
  onRemove: () => void;
  error?: string | null;
}

/** Pick or drop a logo; it is checked here (type by content, size) and shown before it is saved. */
export function LogoPicker({ current, file, removed, onFile, onRemove, error }: LogoPickerProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const take = async (files: File[]) => {
    const picked = files[0];
    if (!picked) return;
    const wrong = await logoProblem(picked);
    setProblem(wrong);
    if (!wrong) onFile(picked);
  };
  const shown = preview ?? (removed ? null : current);
  const message = problem ? t(problem) : error;

  return (
    <Input.Wrapper label={t('company.logo')} description={t('company.logoHint')} error={message} labelElement="div">
      <Stack gap="sm" mt="xs">
        {shown && (
          <Image src={shown} alt={t('company.logoPreview')} h={96} w="auto" maw="100%" fit="contain" radius="sm" style={{ alignSelf: 'flex-start' }} />
        )}
        <Dropzone
          onDrop={(files) => void take(files)}
          onReject={(rejections) => {
            const tooBig = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
            setProblem(tooBig ? 'company.logoTooLarge' : 'company.logoWrongType');
          }}
          accept={[...LOGO_TYPES]}
          maxSize={LOGO_MAX_BYTES}
          multiple={false}
          aria-label={t('company.logoPick')}
          // react-dropzone names its hidden file input "file upload" in English unless told otherwise
          inputProps={{ 'aria-label': t('glossary.fileUpload') }}
          p="md"
        >
          <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={32} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconPhoto size={32} aria-hidden color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={32} aria-hidden />
            </Dropzone.Idle>
            <Text size="sm">{t('company.logoPick')}</Text>
          </Group>
        </Dropzone>
        {(file || (current && !removed)) && (
          <Button
            variant="subtle"
            color="red"
            size="sm"
            leftSection={<IconTrash size={16} />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setProblem(null);
              if (file) onFile(null);
              else onRemove();
            }}
          >
            {file ? t('company.logoUndo') : t('company.logoRemove')}
          </Button>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
