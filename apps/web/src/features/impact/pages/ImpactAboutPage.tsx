import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';

/**
 * impact/about: how each impact figure is made, from what, and how far to trust it (the short form of
 * docs/impact-methodology.md). Open to everyone: the methodology page links here.
 */
export function ImpactAboutPage() {
  const { t } = useTranslation();
  const sections: Array<[string, string]> = [
    [t('impact.figures.farmers'), t('impact.about.farmers')],
    [t('impact.figures.kgStored'), t('impact.about.stored')],
    [t('impact.figures.kgDays'), t('impact.about.kgDays')],
    [t('impact.figures.occupancy'), t('impact.about.occupancy')],
    [t('impact.figures.revenue'), t('impact.about.revenue')],
    [t('impact.figures.lossAvoided'), t('impact.about.lossAvoided')],
    [t('impact.about.priceTitle'), t('impact.about.price')],
    [t('impact.figures.incomeChange'), t('impact.about.income')],
    [t('impact.coverage.title'), t('impact.about.coverage')],
    [t('impact.figures.sms'), t('impact.about.sms')],
  ];
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader title={t('impact.about.title')} subtitle={t('impact.about.intro')} />
      {sections.map(([title, text]) => (
        <Stack gap={4} key={title} component="section" aria-label={title}>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text>{text}</Text>
        </Stack>
      ))}
      <Stack gap={4} component="section" aria-label={t('impact.about.uncertaintyTitle')}>
        <Title order={2} size="h4">
          {t('impact.about.uncertaintyTitle')}
        </Title>
        <List>
          <List.Item>{t('impact.about.uncertainty1')}</List.Item>
          <List.Item>{t('impact.about.uncertainty2')}</List.Item>
          <List.Item>{t('impact.about.uncertainty3')}</List.Item>
        </List>
      </Stack>
      <Text>
        <Anchor component={Link} to="/impact">
          {t('impact.about.back')}
        </Anchor>
      </Text>
    </Stack>
  );
}
