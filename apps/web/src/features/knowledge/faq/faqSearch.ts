import type { FaqGroup, RoleGroupId } from '../content';
import { matchesQuery } from '../search';

/**
 * The FAQ's groups for a role filter ('all' or one group) and a search (in question and answer), the
 * reader's own group first. Groups left without a question are dropped.
 */
export function filterFaq(groups: readonly FaqGroup[], filter: RoleGroupId | 'all', query: string, own: RoleGroupId): FaqGroup[] {
  const ordered = [...groups].sort((a, b) => Number(b.id === own) - Number(a.id === own));
  return ordered
    .filter((group) => filter === 'all' || group.id === filter)
    .map((group) => ({ ...group, items: group.items.filter((item) => matchesQuery(query, [item.question, ...item.answer])) }))
    .filter((group) => group.items.length > 0);
}
