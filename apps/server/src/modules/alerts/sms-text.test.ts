import { LANGUAGES } from '@coldroom/contract';
import { describe, expect, it } from 'vitest';
import { alertSmsText } from './sms-text';

// docs/cold-chain-rules.md §5: the alert SMS in each person's language, with the company's clock.

const SINCE = new Date('2026-11-20T06:30:00Z');

describe('the alert SMS text', () => {
  it('names the company, the room and the start in the company’s time zone, in every language', () => {
    for (const language of LANGUAGES) {
      const text = alertSmsText(language, { company: 'Kano Cold', room: 'Room A', what: 'temperature_high', since: SINCE, timeZone: 'Asia/Kolkata', critical: false });
      expect(text, language).toMatch(/^Kano Cold ?: /);
      expect(text, language).toContain('Room A');
      expect(text, language).toMatch(/12:00/);
      expect(text, language).not.toMatch(/[{}\u00a0\u202f]/);
    }
  });

  it('says which alert it is and puts "critical" first when it is', () => {
    const en = (what: Parameters<typeof alertSmsText>[1]['what'], critical = false) =>
      alertSmsText('en', { company: 'Kano Cold', room: 'Room A', what, since: SINCE, timeZone: 'Africa/Lagos', critical });
    expect(en('temperature_low')).toBe('Kano Cold: the temperature in Room A has been too low since Nov 20, 07:30. Please check it and acknowledge the alert in the app.');
    expect(en('no_data')).toContain('no reading from Room A since Nov 20, 07:30.');
    expect(en('humidity_high', true)).toMatch(/^Kano Cold: CRITICAL: the humidity in Room A has been too high/);
    expect(alertSmsText('fr', { company: 'Kano Cold', room: 'Chambre A', what: 'humidity_low', since: SINCE, timeZone: 'Africa/Lagos', critical: true })).toMatch(
      /^Kano Cold : CRITIQUE : l’humidité de Chambre A est trop basse depuis 20 nov\., 07:30\. Vérifiez/,
    );
  });
});
