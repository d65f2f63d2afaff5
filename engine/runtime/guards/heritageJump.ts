import { isVerifiedRedirect } from '../../domain/coverage';
import type { GuardContext } from '../GuardContext';

/**
 * SPEC §2 quote and insurance-company entry: jump to heritage when insurance is verified or a referral number of
 * funnel.yaml's referralNumberLength exists. The session is saved first when the page's heritage rule asks for it
 * (`saveSession: true`), as a submitted hand-off does: the heritage funnel continues from the saved session (a failed
 * save does not stop it).
 */
export async function heritageJump(context: GuardContext) {
  if (!isVerifiedRedirect(context.getState(), context.model.funnel.constants)) return undefined;
  const rules = context.model.pages[context.pageId]?.navigation.heritage ?? [];
  if (rules.some((rule) => rule.saveSession)) await context.saveSession();
  return { scenario: 'heritage' };
}
