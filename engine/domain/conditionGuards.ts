/** The implementations of the named condition guards of engine/compile/registry.ts (DESIGN principle 1). */
import type { ConditionGuardName } from '../compile/registry';
import type { ConditionGuard } from '../runtime/evaluateCondition';
import { canUseApplePay } from './canUseApplePay';
import { hasRedirectingReferralNumber, isConfirmedZeroDeductible, isInsuranceVerified, isItacPolicy, isNoCompPolicy, isVerifiedRedirect } from './coverage';
import { isChosenGlassAvailable } from './isChosenGlassAvailable';
import { vinIsOptional } from './vinIsOptional';

export const conditionGuards: Record<ConditionGuardName, ConditionGuard> = {
  vinIsOptional,
  isInsuranceVerified: (state, _environment, constants) => isInsuranceVerified(state, constants.unverifiedDeductibles),
  hasRedirectingReferralNumber: (state, _environment, constants) => hasRedirectingReferralNumber(state, constants.referralNumberLength),
  isVerifiedRedirect: (state, _environment, constants) => isVerifiedRedirect(state, constants),
  chosenGlassIsAvailable: (state, _environment, _constants, inputs) => isChosenGlassAvailable(state.order.damage.glassToReplace, inputs.damageOptions),
  canUseApplePay: (_state, environment, constants) =>
    canUseApplePay(environment.userAgent, environment.canMakeApplePayments, constants.applePayMinimumIosVersion),
  isConfirmedZeroDeductible: (state, _environment, constants) => isConfirmedZeroDeductible(state, constants.unverifiedDeductibles),
  isNoCompPolicy: (state) => isNoCompPolicy(state),
  isItacPolicy: (state) => isItacPolicy(state),
};
