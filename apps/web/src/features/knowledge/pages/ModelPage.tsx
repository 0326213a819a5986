import { Anchor, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { cropById, cropName, isHarvestChoice, initialQualityFor, type Crop, type HarvestChoice } from '@coldroom/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { useContentLanguage, useFormat } from '../hooks/useContent';
import { ModelControls } from '../model/ModelControls';
import { ModelResults } from '../model/ModelResults';
import { DEFAULT_CROP_ID, MODEL_CROPS, modelResult, suggestedTemperature } from '../model/modelResult';

const QualityChart = lazy(() => import('../model/QualityChart').then((m) => ({ default: m.QualityChart })));

function startingCrop(id: string | null): Crop {
  const found = id ? cropById(id) : undefined;
  return found && MODEL_CROPS.includes(found) ? found : (cropById(DEFAULT_CROP_ID) ?? MODEL_CROPS[0]!);
}

/** A harvest choice the crop has a starting quality for (all model crops have 'today'). */
const usableHarvest = (crop: Crop, wanted: HarvestChoice): HarvestChoice => (initialQualityFor(crop, wanted) === null ? 'today' : wanted);

/**
 * The shelf-life model, to play with: a crop, a room temperature and when it was harvested give the
 * quality curve and the days left to pick up, computed by the domain package as for real lots.
 */
export function ModelPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const format = useFormat();
  const [params] = useSearchParams();
  const [crop, setCrop] = useState(() => startingCrop(params.get('crop')));
  const [temperature, setTemperature] = useState(() => suggestedTemperature(crop));
  const [harvest, setHarvest] = useState<HarvestChoice>(() => {
    const asked = params.get('harvest');
    return usableHarvest(crop, isHarvestChoice(asked) ? asked : 'today');
  });

  const collator = useMemo(() => new Intl.Collator(language), [language]);
  const crops = useMemo(
    () => MODEL_CROPS.map((c) => ({ value: c.id, label: cropName(c, language) })).sort((a, b) => collator.compare(a.label, b.label)),
    [language, collator],
  );
  const result = useMemo(() => modelResult(crop, temperature, harvest), [crop, temperature, harvest]);
  const suggested = suggestedTemperature(crop);

  const chooseCrop = (id: string) => {
    const next = startingCrop(id);
    setCrop(next);
    setTemperature(suggestedTemperature(next));
    setHarvest((h) => usableHarvest(next, h));
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.model')} summary={t('model.intro')} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ModelControls
            crop={crop}
            crops={crops}
            onCrop={chooseCrop}
            temperature={temperature}
            onTemperature={setTemperature}
            harvest={harvest}
            onHarvest={setHarvest}
            format={format}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {result && (
            <Stack gap="md">
              <ModelResults crop={crop} temperature={temperature} result={result} format={format} suggested={suggested} onUseBest={setTemperature} />
              <Title order={2} size="h4">
                {t('model.curveTitle')}
              </Title>
              <Suspense fallback={<Skeleton h={260} />}>
                <QualityChart result={result} format={format} />
              </Suspense>
            </Stack>
          )}
        </Grid.Col>
      </Grid>
      <Stack gap="xs" maw="46rem">
        <Text>{t('model.explanation')}</Text>
        <Group gap="lg">
          <Anchor component={Link} to="/methodology">
            {t('pages.methodology')}
          </Anchor>
          <Anchor component={Link} to="/sensors">
            {t('model.sensorsLink')}
          </Anchor>
          <Anchor component={Link} to="/comsol-about">
            {t('pages.comsolAbout')}
          </Anchor>
        </Group>
      </Stack>
    </Stack>
  );
}
