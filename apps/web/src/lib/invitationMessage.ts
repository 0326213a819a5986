import { INVITATION_HOURS } from '@coldroom/contract';
import type { TFunction } from 'i18next';
import { appPublicUrl } from './config';

/**
 * The parts of an invitation SMS, in the inviter's language. The server sends
 * `partOne <link with the code> partTwo`; the link is the app's own sign-up page (domain-rules §2).
 */
export function invitationMessage(t: TFunction, companyName: string) {
  return {
    partOne: t('invitations.smsPartOne', { company: companyName || 'Coldroom' }),
    partTwo: t('invitations.smsPartTwo', { hours: INVITATION_HOURS }),
    urlOne: `${appPublicUrl()}/auth`,
  };
}
