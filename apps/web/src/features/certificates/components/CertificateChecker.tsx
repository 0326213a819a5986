import { Alert, FileButton, Button, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/errors';
import { useVerifyCertificate } from '../api/certificate';

/** Checks a certificate PDF's signature with the server: valid, revoked since, or not signed by us. */
export function CertificateChecker() {
  const { t } = useTranslation();
  const verify = useVerifyCertificate();
  const result = verify.data;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('certificate.check.title')}</Text>
      <Text size="sm">{t('certificate.check.explain')}</Text>
      <FileButton accept="application/pdf" onChange={(file) => file && verify.mutate(file)}>
        {(props) => (
          <Button {...props} variant="light" leftSection={<IconShieldCheck size={16} />} loading={verify.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('certificate.check.choose')}
          </Button>
        )}
      </FileButton>
      {verify.isError && <Alert color="red">{t(errorMessageKey(verify.error))}</Alert>}
      {result && (
        <Alert color={result.valid && !result.revoked ? 'green' : 'red'} data-testid="certificate-check-result">
          {result.valid ? (result.revoked ? t('certificate.check.revoked') : t('certificate.check.valid', { code: result.signed?.facts?.code ?? '' })) : t('certificate.check.invalid')}
        </Alert>
      )}
    </Stack>
  );
}
