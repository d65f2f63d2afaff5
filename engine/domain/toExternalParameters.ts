/** SPEC §5 external-link (prefill) validation: what an external link may fill in, and when it is accepted. */
import type { ExternalParameters } from './state';
import { createInitialExternal } from './state';

export interface ExternalPrefillResult {
  /** False when the link's parameters were rejected (SPEC §5: year, make, model and style must all be present). */
  accepted: boolean;
  external: ExternalParameters;
  /** Why parameters were ignored, for logs and tests. */
  problems: string[];
}

const yearPattern = /^\d{4}$/;
/** The estimate page's ways to identify the vehicle (funnel-config/pages/estimate.yaml). */
const vinSelections = ['manualVin', 'licensePlate', 'homeAddress', 'none'] as const;

/**
 * SPEC §5: parameters are accepted only when vehicle year, make, model and style are all present; WINDSHIELDREPLACE
 * sets repair false and clears chips; WINDSHIELDREPAIR sets repair true and requires numberofchips; isinsurance must
 * equal true (any case) and then lower-cases the service package; VIN selection is ignored for repair.
 */
export function toExternalParameters(query: Record<string, string | undefined>): ExternalPrefillResult {
  const external = createInitialExternal();
  const problems: string[] = [];
  const year = query.vehicleyear?.trim();
  const make = query.vehiclemake?.trim();
  const model = query.vehiclemodel?.trim();
  const style = query.vehiclestyle?.trim();
  if (!year || !make || !model || !style) {
    const present = [query.vehicleyear, query.vehiclemake, query.vehiclemodel, query.vehiclestyle].some(Boolean);
    if (present) problems.push('vehicleyear, vehiclemake, vehiclemodel and vehiclestyle must all be present');
    return { accepted: false, external, problems };
  }
  if (!yearPattern.test(year)) {
    problems.push(`vehicleyear "${year}" is not a 4-digit year`);
    return { accepted: false, external, problems };
  }
  external.isExternalParameter = 1;
  external.vehicle = { year: Number(year), make, model, style };

  const damage = query.vehicledamage?.trim().toUpperCase();
  if (damage === 'WINDSHIELDREPLACE') {
    external.vehicleDamage = { damageType: damage, isRepair: false, numberOfChips: null };
  } else if (damage === 'WINDSHIELDREPAIR') {
    const chips = Number(query.numberofchips);
    if (query.numberofchips && Number.isInteger(chips) && chips > 0) {
      external.vehicleDamage = { damageType: damage, isRepair: true, numberOfChips: chips };
    } else {
      problems.push('WINDSHIELDREPAIR needs a numberofchips value');
    }
  } else if (damage) {
    problems.push(`vehicledamage "${query.vehicledamage}" is not WINDSHIELDREPLACE or WINDSHIELDREPAIR`);
  }

  // SPEC §5: VIN selection is ignored for a repair; otherwise it must be one of the estimate page's choices.
  const vinSelection = query.vinselection?.trim();
  if (vinSelection && external.vehicleDamage.isRepair !== true) {
    const known = vinSelections.find((choice) => choice.toLowerCase() === vinSelection.toLowerCase());
    if (known) external.estimate.vinSelection = known;
    else problems.push(`vinselection "${vinSelection}" is not one of ${vinSelections.join(', ')}`);
  }
  if (query.servicezip && /^\d{5}$/.test(query.servicezip.trim())) {
    external.serviceZip.zipCode = query.servicezip.trim();
  } else if (query.servicezip) {
    problems.push(`servicezip "${query.servicezip}" is not a 5-digit zip`);
  }
  if (query.isinsurance !== undefined) {
    const isInsurance = query.isinsurance.trim().toLowerCase() === 'true';
    external.quote.isInsurance = isInsurance;
    if (isInsurance && query.servicepackage) external.quote.servicePackage = query.servicepackage.toLowerCase();
  }
  if (query.email) external.customer.emailAddress = query.email.trim();
  if (query.phonenumber) external.customer.phoneNumber = query.phonenumber.trim();
  return { accepted: true, external, problems };
}
