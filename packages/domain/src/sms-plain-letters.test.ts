import { describe, expect, it } from 'vitest';
import { smsPlainLetters } from './sms-plain-letters';

describe('SMS without tone marks', () => {
  it('writes Yoruba in plain letters', () => {
    // precomposed and combining forms alike: ẹ́ is ẹ (U+1EB9) with a combining acute
    expect(smsPlainLetters('Ẹ kú àárọ̀! Ẹ̀rọ ìtutù ṣì ń ṣiṣẹ́.')).toBe('E ku aaro! Ero itutu si n sise.');
    expect(smsPlainLetters('O\u0323\u0300')).toBe('O');
  });

  it('writes Igbo and Hausa in plain letters', () => {
    expect(smsPlainLetters('Ị ga-ebute ọkụkọ ụnyaahụ; ṅụ mmiri')).toBe('I ga-ebute okuko unyaahu; nu mmiri');
    expect(smsPlainLetters('Ƙwai ɗaya, ɓera, ƴaƴa, ʼyaʼya')).toBe("Kwai daya, bera, yaya, 'ya'ya");
  });

  it('leaves other scripts, digits, codes and plain text exactly as they were', () => {
    for (const text of ['किसान क़र्ज़ ₹ 1,200', 'କୋଲ୍ଡ ରୁମ୍ 12', 'ખેડૂત', 'مخزن التبريد 25', 'Code K7QX2M: 3 crates, NGN 1,500.00']) {
      expect(smsPlainLetters(text)).toBe(text);
    }
  });
});
