import { act, render } from '@testing-library/react';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from './i18n';
import { getLanguage } from './storage';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('applyLanguage', () => {
  it('stores the language already shown without making every translated component draw again', async () => {
    let draws = 0;
    function Greeting() {
      const { t } = useTranslation();
      draws += 1;
      return <p>{t('app.name')}</p>;
    }
    render(<Greeting />);
    const drawn = draws;
    await act(async () => {
      expect(await applyLanguage('en')).toBe(true);
    });
    expect(draws).toBe(drawn);
    expect(getLanguage()).toBe('en');

    await act(async () => {
      expect(await applyLanguage('fr')).toBe(true);
    });
    expect(draws).toBeGreaterThan(drawn);
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });
});
