/** The implementations of the named condition guards of engine/compile/registry.ts (DESIGN principle 1). */
import type { ConditionGuardName } from '../compile/registry';
import type { ConditionGuard } from '../runtime/evaluateCondition';
import { canUseApplePay } from './canUseApplePay';
import { hasSixCharacterReferral, isConfirmedZeroDeductible, isInsuranceVerified, isItacPolicy, isNoCompPolicy, isVerifiedRedirect } from './coverage';
import { isChosenGlassAvailable } from './isChosenGlassAvailable';
import { vinIsOptional } from './vinIsOptional';

export const conditionGuards: Record<ConditionGuardName, ConditionGuard> = {
  vinIsOptional,
  isInsuranceVerified,
  hasSixCharacterReferral,
  isVerifiedRedirect,
  chosenGlassIsAvailable: isChosenGlassAvailable,
  canUseApplePay: (_state, environment) => canUseApplePay(environment.userAgent, environment.canMakeApplePayments),
  isConfirmedZeroDeductible,
  isNoCompPolicy,
  isItacPolicy,
};
