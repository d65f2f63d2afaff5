/** The implementations of the named condition guards of engine/compile/registry.ts (DESIGN principle 1). */
import type { ConditionGuardName } from '../compile/registry';
import type { ConditionGuard } from '../runtime/evaluateCondition';
import { canUseApplePay } from './canUseApplePay';
import { hasSixCharacterReferral, isInsuranceVerified, isVerifiedRedirect } from './coverage';
import { isChosenGlassAvailable } from './isChosenGlassAvailable';
import { vinIsOptional } from './vinIsOptional';

export const conditionGuards: Record<ConditionGuardName, ConditionGuard> = {
  vinIsOptional,
  isInsuranceVerified,
  hasSixCharacterReferral,
  isVerifiedRedirect,
  chosenGlassIsAvailable: (state, _environment, inputs) => isChosenGlassAvailable(state.order.damage.glassToReplace, inputs.damageOptions),
  canUseApplePay: (_state, environment) => canUseApplePay(environment.userAgent, environment.canMakeApplePayments),
};
