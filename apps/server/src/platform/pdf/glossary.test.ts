import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@coldroom/contract';
import { countedTerm, GLOSSARY } from '@coldroom/domain';
import { pickupSmsText } from '../../modules/notifications/pickup-sms';
import { receiptStrings } from './i18n';
import { statementStrings } from './statement-strings';

/** The web app's translation files: the glossary must read the same there as on paper and by SMS. */
const WEB_I18N = join(import.meta.dirname, '..', '..', '..', '..', 'web', 'public', 'assets', 'i18n');
const webFile = (language: string) => JSON.parse(readFileSync(join(WEB_I18N, `${language}.json`), 'utf8')) as Record<string, Record<string, string>>;

describe.each(LANGUAGES)('the %s glossary', (language) => {
  const words = GLOSSARY[language];
  const web = webFile(language);

  it('is the app’s glossary, word for word', () => {
    const terms = ['coldRoom', 'checkIn', 'checkOut', 'walkInCustomer', 'farmer', 'operator', 'serviceProvider', 'storageFee', 'timeToPickUp', 'kg', 'crate'] as const;
    for (const term of terms) expect(web.glossary![term], term).toBe(words[term]);
    for (const category of ['one', 'many', 'other'] as const) {
      expect(web.glossary![`crates_${category}`]).toBe(words.crates[category]);
      expect(web.glossary![`days_${category}`]).toBe(words.days[category]);
    }
    // the app's own labels of the same things
    expect((web.operations as unknown as Record<string, string>).room).toBe(words.coldRoom);
    expect((web.operations as unknown as Record<string, Record<string, string>>).type!.checkIn).toBe(words.checkIn);
  });

  it('is what receipts print', () => {
    const t = receiptStrings(language);
    expect(t.room).toBe(words.coldRoom);
    expect(t.farmer).toBe(words.farmer);
    expect(t.operator).toBe(words.operator);
    expect(t.fee).toBe(words.storageFee);
    expect(t.kg).toBe(words.kg);
    expect(t.movement).toEqual({ check_in: words.checkIn, check_out: words.checkOut });
    // the term may start the title or follow the word for receipt (then in lower case: "Risiti ya kuingiza")
    expect(t.title.check_in.toLocaleLowerCase(language)).toContain(language === 'fr' || language === 'pt' ? '' : words.checkIn.toLocaleLowerCase(language));
  });

  it('is what statements print for a check-out', () => {
    expect(statementStrings(language).checkOut).toBe(`${words.checkOut} {code}`);
  });

  it('is what the pick-up SMS says, in the farmer’s language', () => {
    const text = pickupSmsText(language, { company: 'Coop', crop: 'X', room: 'Room A' });
    expect(text).toContain(words.coldRoom.toLocaleLowerCase(language));
    expect(text).toContain(countedTerm(language, words.days, 2));
  });
});

describe('Odia', () => {
  it('calls the cold room କୋଲ୍ଡ ରୁମ୍ everywhere, never ଶୀତଳ ଭଣ୍ଡାର', () => {
    const t = receiptStrings('or');
    expect(JSON.stringify(t)).not.toContain('ଶୀତଳ ଭଣ୍ଡାର');
    expect(JSON.stringify(webFile('or'))).not.toContain('ଶୀତଳ ଭଣ୍ଡାର');
    expect(pickupSmsText('or', { company: 'C', crop: 'ଟମାଟୋ', room: 'A' })).toContain('କୋଲ୍ଡ ରୁମ୍');
  });
});
