import type { Figure, Section } from './module';
import type { LoadResult } from './sql-load';

const verdict = (f: Figure) => (f.met === undefined ? '' : f.met ? 'met' : 'MISSED');

/** The results as plain-text tables for the terminal. */
export function printSections(sections: Section[], header: string): void {
  console.log(`\n${header}`);
  for (const section of sections) {
    console.log(`\n${section.title} (${section.setup})`);
    const rows = [['figure', 'value', 'target', ''], ...section.figures.map((f) => [f.name, f.value, f.target ?? '', verdict(f)])];
    const widths = [0, 1, 2].map((col) => Math.max(...rows.map((row) => row[col]!.length)));
    for (const row of rows) console.log(`  ${row.map((cell, col) => (col < 3 ? cell.padEnd(widths[col]!) : cell)).join('  ').trimEnd()}`);
    for (const note of section.notes) console.log(`  note: ${note}`);
    if (section.details) printTable(section.details);
  }
}

function printTable(details: NonNullable<Section['details']>): void {
  console.log(`\n  ${details.title}`);
  const rows = [details.header, ...details.rows];
  const widths = details.header.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length)));
  for (const row of rows) console.log(`  ${row.map((cell, col) => cell.padEnd(widths[col]!)).join('  ').trimEnd()}`);
}

/** One run of one section, as markdown (a `###` block under the section's heading). */
export function runMarkdown(section: Section, when: string, machine: string): string {
  const lines = [
    `### ${when} — ${section.setup}`,
    '',
    `Machine: ${machine}`,
    '',
    '| figure | value | target |',
    '|---|---|---|',
    ...section.figures.map((f) => `| ${f.name} | ${f.value} | ${f.target ? `${f.target} (${verdict(f)})` : ''} |`),
  ];
  if (section.notes.length) lines.push('', ...section.notes.map((note) => `- ${note}`));
  if (section.details) {
    const { title, header, rows } = section.details;
    lines.push('', `<details><summary>${title}</summary>`, '', `| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`);
    lines.push(...rows.map((row) => `| ${row.join(' | ')} |`), '', '</details>');
  }
  return `${lines.join('\n')}\n`;
}

/** A note when some requests or transactions failed: the figures then count successes only. */
export function failureNotes(what: string, result: LoadResult): string[] {
  if (!result.failed) return [];
  return [`${what}: ${result.failed} of ${result.failed + result.completed} failed (first: ${result.firstError ?? 'unknown'}); figures count successes only`];
}
