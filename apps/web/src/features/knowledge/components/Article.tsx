import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fillPlaceholders, type Section } from '../content';
import { CONTENT_VALUES } from '../config';
import { formulaParts, Formulas } from './Formula';

const fill = (text: string) => fillPlaceholders(text, CONTENT_VALUES);

/** Long pages get a short list of their parts; a tap scrolls there (no URL change, so no page reload). */
function OnThisPage({ sections }: { sections: Section[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('knowledge.onThisPage')}>
      <Text fw={600} size="sm" mb={4}>
        {t('knowledge.onThisPage')}
      </Text>
      <List size="sm" spacing={4}>
        {sections.map((section) => (
          <List.Item key={section.id}>
            <Anchor component="button" type="button" size="sm" ta="start" onClick={() => document.getElementById(`section-${section.id}`)?.scrollIntoView({ behavior: 'smooth' })}>
              {section.heading}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </nav>
  );
}

export function SectionView({ section }: { section: Section }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={`section-${section.id}`}>
      <Title order={2} size="h3" id={`section-${section.id}`} style={{ scrollMarginTop: '4.5rem' }}>
        {section.heading}
      </Title>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph} style={{ lineHeight: 1.65 }}>
          {/* Next to formulas, the text names their symbols (q_th, T_room): write those the same way. */}
          {section.formulas ? formulaParts(fill(paragraph)) : fill(paragraph)}
        </Text>
      ))}
      {section.bullets && (
        <List spacing={6} style={{ lineHeight: 1.6 }}>
          {section.bullets.map((bullet) => (
            <List.Item key={bullet}>{fill(bullet)}</List.Item>
          ))}
        </List>
      )}
      {section.formulas && <Formulas formulas={section.formulas} />}
    </Stack>
  );
}

/** The sections of a topic or information page, readable on a small phone (one column, generous lines). */
export function Article({ sections, withContents = false }: { sections: Section[]; withContents?: boolean }) {
  return (
    <Stack gap="xl" maw="46rem">
      {withContents && sections.length >= 4 && <OnThisPage sections={sections} />}
      {sections.map((section) => (
        <SectionView key={section.id} section={section} />
      ))}
    </Stack>
  );
}
