import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Section } from './module';
import { runMarkdown } from './report';

export const BENCHMARKS_DOC = fileURLToPath(new URL('../../../../docs/benchmarks.md', import.meta.url));

const PREAMBLE = `# Benchmarks

Figures written by \`npm run bench\` (apps/server/bench): a throw-away PostgreSQL cluster on a loopback
port, the real server in a process of its own, load from the same machine. Benchmarks print figures and
ratios next to their targets; they never fail a build and are not part of \`npm test\`.

\`\`\`sh
npm run bench                                  # everything, 15 s per phase, 32 connections
npm run bench -- --only=checkin --duration=30  # one part, longer
npm run bench -- --only=analysis --history=small  # analysis on a smaller generated history (default: full)
npm run bench -- --only=impact --history=small --impact-runs=10  # impact figures: iterate on 1/20 of the history, 10 runs a pass
npm run bench -- --quick                       # smoke run of the harness (not recorded here)
\`\`\`

Each section keeps its runs, newest first. Figures from different machines are not comparable.
`;

const marker = (id: string) => `<!-- bench:${id} -->`;

/**
 * Adds this run to docs/benchmarks.md: each section's newest run goes first under its heading; earlier
 * runs and the sections of other benchmarks stay as they are.
 */
export function recordRun(sections: Section[], when: string, machine: string, file = BENCHMARKS_DOC): void {
  let text = existsSync(file) ? readFileSync(file, 'utf8') : PREAMBLE;
  for (const section of sections) text = addRun(text, section, runMarkdown(section, when, machine));
  writeFileSync(file, text.replace(/\n{3,}/g, '\n\n').replace(/\n*$/, '\n'));
}

function addRun(text: string, section: Section, run: string): string {
  const blocks = text.split(/^(?=## )/m);
  const at = blocks.findIndex((block) => block.includes(marker(section.id)));
  if (at === -1) return `${text.trimEnd()}\n\n## ${section.title}\n\n${marker(section.id)}\n\n${section.about}\n\n${run}`;
  const block = blocks[at]!;
  const firstRun = block.search(/^### /m);
  const head = firstRun === -1 ? block : block.slice(0, firstRun);
  const earlier = firstRun === -1 ? '' : block.slice(firstRun);
  blocks[at] = `${head.trimEnd()}\n\n${run}\n${earlier.trimEnd()}\n\n`;
  return blocks.join('');
}
