import { isVerifiedRedirect } from '../../domain/coverage';
import type { GuardContext } from '../GuardContext';

/** SPEC §2 quote and insurance-company entry: jump to heritage when verified or a 6-character referral exists. */
export function heritageJump(context: GuardContext) {
  return isVerifiedRedirect(context.getState()) ? { scenario: 'heritage' } : undefined;
}
