import { Button, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../hooks/useContent';
import classes from './Slider.module.css';
import { useSwipe } from './useSwipe';

export interface Slide {
  id: string;
  content: ReactNode;
}

interface Props {
  label: string;
  slides: Slide[];
  index: number;
  onIndex: (index: number) => void;
  /** Shown instead of "Next" on the last slide. */
  finish?: ReactNode;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/**
 * A walkthrough one slide at a time: swipe on a phone, the buttons or the dots, or the arrow keys.
 * Slides out of view are inert, so keyboard and screen-reader users meet only the current one.
 */
export function Slider({ label, slides, index, onIndex, finish }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const count = slides.length;
  const position = (i: number) => t('tutorial.slideOf', { current: format.number(i + 1), total: format.number(count) });
  const go = (next: number) => onIndex(Math.min(count - 1, Math.max(0, next)));
  const { offset, dragging, handlers } = useSwipe((direction) => go(index + direction));
  const latest = useRef({ index, go });
  useEffect(() => {
    latest.current = { index, go };
  });

  // Arrow keys work anywhere on the page, except while typing in a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const { index: current, go: move } = latest.current;
      if (event.key === 'ArrowRight') move(current + 1);
      else if (event.key === 'ArrowLeft') move(current - 1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div className={classes.viewport}>
        <div
          className={`${classes.track} ${dragging ? classes.dragging : ''}`}
          style={{ transform: `translateX(calc(${-index * 100}% + ${offset}px))` }}
          {...handlers}
        >
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={position(i)}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <Group justify="center" gap={0} wrap="wrap" mt="sm" role="group" aria-label={t('tutorial.slides')}>
        {slides.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            className={classes.dot}
            aria-label={t('tutorial.goTo', { number: format.number(i + 1) })}
            aria-current={i === index ? 'step' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </Group>
      <Group justify="space-between" wrap="nowrap" mt="xs" gap="xs">
        <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={() => go(index - 1)} disabled={index === 0}>
          {t('tutorial.previous')}
        </Button>
        <Text size="sm" c="dimmed" ta="center" aria-live="polite">
          {position(index)}
        </Text>
        {index < count - 1 || !finish ? (
          <Button rightSection={<IconArrowRight size={18} aria-hidden />} onClick={() => go(index + 1)} disabled={index === count - 1}>
            {t('tutorial.next')}
          </Button>
        ) : (
          finish
        )}
      </Group>
    </section>
  );
}
