import type { Role } from '@coldroom/contract';
import type { RoleGroupId } from './content';

/** The content's group (FAQ group, tutorial track) for a logged-in role; visitors read 'general'. */
export function roleGroupOf(role: Role | null): RoleGroupId {
  switch (role) {
    case 'Farmer':
      return 'farmer';
    case 'Operator':
      return 'operator';
    case 'Service Provider':
      return 'serviceProvider';
    default:
      return 'general';
  }
}
