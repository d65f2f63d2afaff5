import type { ContractSchema } from '../../contract/OperationTypes';

type Order = ContractSchema<'Order'>;

/** A saved session the sandbox seeds at start-up, reachable by its referral number or saved session id. */
export interface ReferralCase {
  /** What the case lets a tester reach in the funnel (api/sandbox/test-values/order.md). */
  purpose: string;
  savedSessionId: string;
  referralNumber: string;
  referralDate: string;
  parentAccountNumber: string | null;
  /** A catalog vehicle (api/sandbox/data/vehicle-catalog.json); carId and the other fields are filled from it. */
  vehicle: { year: number; make: string; model: string; style: string };
  damage: NonNullable<Order['damage']>;
  zipCode: string;
  /** SPEC §3 payment.isInsurance and payment.insuranceCoverage. */
  payment: NonNullable<Order['payment']>;
  /** SPEC §3 policy. */
  policy: NonNullable<Order['policy']>;
  /** The rest of the order, for the submitted case. */
  extra?: Partial<Order>;
  /** Seeded already expired (SPEC §9: 45 days), to reach the expired-session branch. */
  isExpired?: boolean;
  /** Seeded as a submitted order (for add-donation-part and the submitted-order lock). */
  submittedAs?: { eon: string; workOrderId: string; workOrderNumber: string };
}

/** The day every seeded referral was made. */
const referralDate = '2026-11-20T15:00:00.000Z';
/** A parent account for the seeded insurance referrals. Choice: the SPEC shows no insurance account numbers. */
const insuranceParentAccount = '400200';
const civic = { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' };
const f150 = { year: 2019, make: 'Ford', model: 'F-150', style: '4 Door Crew Cab Pickup' };
const rav4 = { year: 2021, make: 'Toyota', model: 'RAV4', style: '4 Door Utility' };
const windshield: ReferralCase['damage'] = { isRepair: false, numberOfChips: null, glassToReplace: [{ location: 'Windshield', name: 'Front' }] };
const policy = (currentDeductible: number | null, more: Partial<ReferralCase['policy']> = {}): ReferralCase['policy'] => ({
  currentDeductible,
  originalDeductible: currentDeductible,
  policyNumber: 'POL-SANDBOX-1',
  isItac: false,
  additionalAuthFlag: false,
  isNoComp: false,
  insuranceCompanyName: 'Sandbox Mutual',
  ...more,
});
const coverage = (
  coverageStatus: 'Pending' | 'NoComp' | 'Verified',
  coverageType: 'None' | 'Deductible' | 'Itac' | 'NoComp',
): ReferralCase['payment'] => ({
  isInsurance: true,
  parentAccountNumber: insuranceParentAccount,
  insuranceCoverage: {
    isVerified: coverageStatus === 'Verified',
    coverageStatus,
    coverageSubStatus: null,
    coverageType,
    coverageVerificationType: coverageStatus === 'Pending' ? null : 'Electronic',
  },
});

/**
 * The seeded referral cases: saved sessions carrying the insurance states of the funnel's insurance branches (SPEC §4
 * "Coverage mappings"), each with a vehicle and damage so the funnel can resume. Inserted at start-up when missing.
 */
export const referrals: readonly ReferralCase[] = [
  {
    purpose: 'Verified coverage, deductible 100: insurance verified (SPEC §4).',
    savedSessionId: 'referral-verified-100',
    referralNumber: '910000100',
    referralDate,
    parentAccountNumber: insuranceParentAccount,
    vehicle: civic,
    damage: windshield,
    zipCode: '85001',
    payment: coverage('Verified', 'Deductible'),
    policy: policy(100),
  },
  {
    purpose: 'Verified coverage, deductible 0: confirmed zero deductible (SPEC §4).',
    savedSessionId: 'referral-verified-0',
    referralNumber: '910000000',
    referralDate,
    parentAccountNumber: insuranceParentAccount,
    vehicle: civic,
    damage: windshield,
    zipCode: '85001',
    payment: coverage('Verified', 'Deductible'),
    policy: policy(0),
  },
  {
    purpose:
      'Coverage saved as SPEC §4 numbers (status 2 Verified, type 1 Deductible), as the order service and other funnels save it; deductible 0: confirmed zero.',
    savedSessionId: 'referral-numeric-codes',
    referralNumber: '910000005',
    referralDate,
    parentAccountNumber: insuranceParentAccount,
    vehicle: civic,
    damage: windshield,
    zipCode: '85001',
    payment: {
      ...coverage('Verified', 'Deductible'),
      insuranceCoverage: { isVerified: true, coverageStatus: 2, coverageSubStatus: null, coverageType: 1, coverageVerificationType: 'Electronic' },
    },
    policy: policy(0),
  },
  {
    purpose: 'Status Verified but deductible 9999: not counted as verified (SPEC §4, §9).',
    savedSessionId: 'referral-verified-9999',
    referralNumber: '910009999',
    referralDate,
    parentAccountNumber: insuranceParentAccount,
    vehicle: civic,
    damage: windshield,
    zipCode: '85001',
    payment: coverage('Verified', 'Deductible'),
    policy: policy(9999),
  },
  {
    purpose: 'Status Verified but deductible 7777: not counted as verified (SPEC §4, §9).',
    savedSessionId: 'referral-verified-7777',
    referralNumber: '910007777',
    referralDate,
    parentAccountNumber: insuranceParentAccount,
    vehicle: civic,
    damage: windshield,
    zipCode: '85001',
    payment: coverage('Verified', 'Deductible'),
    policy: policy(7777),
  },
  {
    purpose: 'Coverage Pending: insurance flow, not verified.',
    savedSessionId: 'referral-pending',
    referralNumber: '910000001',
    referralDate,
    parentAccountNumber: insuranceParentAccount,
    vehicle: civic,
    damage: windshield,
    zipCode: '06103',
    payment: coverage('Pending', 'None'),
    policy: policy(null),
  },
  {
    purpose: 'NoComp policy (no comprehensive coverage): status and type NoComp, policy.isNoComp.',
    savedSessionId: 'referral-nocomp',
    referralNumber: '910000002',
    referralDate,
    parentAccountNumber: insuranceParentAccount,
    vehicle: rav4,
    damage: windshield,
    zipCode: '33101',
    payment: coverage('NoComp', 'NoComp'),
    policy: policy(0, { isNoComp: true }),
  },
  {
    purpose: 'ITAC policy: Verified, coverage type Itac, policy.isItac, deductible 50.',
    savedSessionId: 'referral-itac',
    referralNumber: '910000003',
    referralDate,
    parentAccountNumber: insuranceParentAccount,
    vehicle: f150,
    damage: windshield,
    zipCode: '40202',
    payment: coverage('Verified', 'Itac'),
    policy: policy(50, { isItac: true }),
  },
  {
    purpose: 'Verified coverage on a windshield repair (2 chips): repair with verified insurance goes to service-zip.',
    savedSessionId: 'referral-verified-repair',
    referralNumber: '910000004',
    referralDate,
    parentAccountNumber: insuranceParentAccount,
    vehicle: civic,
    damage: { isRepair: true, numberOfChips: 2, glassToReplace: [] },
    zipCode: '85001',
    payment: coverage('Verified', 'Deductible'),
    policy: policy(100),
  },
  {
    purpose: '6-character referral number with coverage Pending: only the referral length triggers verified redirecting (SPEC §4).',
    savedSessionId: 'referral-six-character',
    referralNumber: '654321',
    referralDate,
    parentAccountNumber: insuranceParentAccount,
    vehicle: civic,
    damage: windshield,
    zipCode: '85001',
    payment: coverage('Pending', 'None'),
    policy: policy(null),
  },
  {
    purpose: 'An expired saved session (SPEC §9: 45 days): load-session answers 404.',
    savedSessionId: 'referral-expired',
    referralNumber: '910000045',
    referralDate: '2000-01-01T15:00:00.000Z',
    parentAccountNumber: insuranceParentAccount,
    vehicle: civic,
    damage: windshield,
    zipCode: '85001',
    payment: coverage('Verified', 'Deductible'),
    policy: policy(100),
    isExpired: true,
  },
  {
    purpose: 'A submitted cash order (pay later): add-donation-part accepts it; a plain save of it answers 409.',
    savedSessionId: 'referral-submitted',
    referralNumber: '910000099',
    referralDate,
    parentAccountNumber: '167132',
    vehicle: civic,
    damage: windshield,
    zipCode: '85001',
    payment: { isInsurance: false, parentAccountNumber: '167132', paymentChoice: 'Later', isPia: false },
    policy: policy(null, { policyNumber: null, insuranceCompanyName: null }),
    extra: {
      serviceLocation: { zipCode: '85001', state: 'AZ', appointmentType: 'Inshop', provider: { providerNumber: '004101' } },
      schedule: { date: '2026-11-23', startTime: '09:00', endTime: '11:00', routeCode: null, jobMinMinutes: 60, jobMaxMinutes: 120 },
      customer: { firstName: 'Sam', lastName: 'Submitted', emailAddress: 'sam.submitted@example.com', phoneNumber: null },
    },
    submittedAs: { eon: 'EON090001', workOrderId: '70090001', workOrderNumber: 'WO90001' },
  },
];
