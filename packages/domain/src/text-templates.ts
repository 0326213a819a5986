/**
 * Texts with named blanks (`{company}`, `{code}`): the SMS templates a company may reword (docs/text-overrides.md).
 * A company's text must keep every blank the template needs and use no blank it does not know.
 */

/** Longest company SMS text, in characters, before its blanks are filled: three GSM-7 parts' worth. */
export const SMS_OVERRIDE_MAX = 480;
/** Longest crop advice of a company, in characters. */
export const CROP_ADVICE_MAX = 2000;

export type TemplateProblem =
  | { code: 'unbalanced_braces' }
  | { code: 'unknown_placeholder'; placeholder: string }
  | { code: 'missing_placeholder'; placeholder: string };

/**
 * The blanks a text names, in order of first use, or null when its braces do not pair up (a `{` without its
 * `}`, a `}` alone, a brace inside a blank, an empty or unnamed blank such as `{}` or `{ x }`).
 */
export function placeholdersOf(text: string): string[] | null {
  const names: string[] = [];
  let open = -1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '{') {
      if (open !== -1) return null;
      open = i;
    } else if (char === '}') {
      if (open === -1) return null;
      const name = text.slice(open + 1, i);
      if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) return null;
      if (!names.includes(name)) names.push(name);
      open = -1;
    }
  }
  return open === -1 ? names : null;
}

/** What is wrong with a company's text for a template: the first problem found, or null. */
export function templateProblem(text: string, template: { required: readonly string[]; optional: readonly string[] }): TemplateProblem | null {
  const names = placeholdersOf(text);
  if (names === null) return { code: 'unbalanced_braces' };
  const known = new Set([...template.required, ...template.optional]);
  const unknown = names.find((name) => !known.has(name));
  if (unknown !== undefined) return { code: 'unknown_placeholder', placeholder: unknown };
  const missing = template.required.find((name) => !names.includes(name));
  if (missing !== undefined) return { code: 'missing_placeholder', placeholder: missing };
  return null;
}

/** A template's blanks filled with the values given; a blank without a value is left empty. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (_, name: string) => values[name] ?? '');
}
