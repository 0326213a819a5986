import { Anchor, Box, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguagePicker } from '../../../components/LanguagePicker';
import { LoginForm } from '../components/LoginForm';
import classes from './AuthPage.module.css';

export function AuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${t('pages.auth')} · ${t('app.name')}`;
  }, [t]);

  return (
    <Center className={classes.page}>
      <Box w="100%" maw={440}>
        <Stack gap="lg">
          <Group justify="space-between" wrap="nowrap" align="center">
            <Group gap="xs" wrap="nowrap">
              <Image src="/icons/icon.svg" alt="" w={40} h={40} />
              <Text fw={600} size="xl">
                {t('app.name')}
              </Text>
            </Group>
            <LanguagePicker label={null} aria-label={t('shared.language')} size="sm" w={150} />
          </Group>
          <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
            <Stack gap="md">
              <div>
                <Title order={1} size="h2">
                  {t('auth.title')}
                </Title>
                <Text c="dimmed">{t('auth.subtitle')}</Text>
              </div>
              <LoginForm onLoggedIn={() => void navigate('/', { replace: true })} />
              {/* Registration and password reset arrive with the next issue. */}
              <Group justify="space-between" gap="xs">
                <Anchor component="button" type="button" size="sm" c="dimmed" disabled title={t('auth.comingSoon')}>
                  {t('auth.forgotPassword')}
                </Anchor>
                <Anchor component="button" type="button" size="sm" c="dimmed" disabled title={t('auth.comingSoon')}>
                  {t('auth.register')}
                </Anchor>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </Box>
    </Center>
  );
}
