import type { VehicleRecord } from '../catalog/types';
import type { RecalibrationType } from './types';

/** What a vehicle's windshield asks before its part is known, and its driver-assistance camera. */
export interface WindshieldProfile {
  /** part-questions: rain sensor and heated wiper park (carId mod 8 has +1). */
  hasPartQuestions: boolean;
  /** vehicle-parts: with or without a blue shade band (carId mod 8 has +2). */
  hasPartChoices: boolean;
  /** molding-questions (carId mod 8 has +4). */
  hasMoldingQuestions: boolean;
  /**
   * The forward camera: none before 2014 (and never for motor homes and semi tractors), optional 2014-2019 (asked on
   * capability-questions), standard from 2020 (the windshield always carries the bracket).
   */
  camera: 'none' | 'optional' | 'standard';
  /** How the camera is recalibrated after a replacement. */
  recalibrationType: RecalibrationType;
}

const firstOptionalCameraYear = 2014;
const firstStandardCameraYear = 2020;
const recalibrationTypes: readonly RecalibrationType[] = ['Static', 'Dynamic', 'Dual'];

/**
 * The question stages (SPEC §2) a replaced windshield of this vehicle goes through, deterministic per vehicle so a
 * tester can pick a vehicle for each combination (api/sandbox/test-values/parts.md): carId mod 8 is a sum of +1 part
 * questions, +2 several parts to choose, +4 molding questions; capability questions follow the model year.
 */
export function getWindshieldProfile(vehicle: VehicleRecord): WindshieldProfile {
  const stages = vehicle.carId % 8;
  const hasCamera = vehicle.category !== 'MOTOR HOME' && vehicle.category !== 'SEMI' && vehicle.year >= firstOptionalCameraYear;
  return {
    hasPartQuestions: (stages & 1) !== 0,
    hasPartChoices: (stages & 2) !== 0,
    hasMoldingQuestions: (stages & 4) !== 0,
    camera: !hasCamera ? 'none' : vehicle.year >= firstStandardCameraYear ? 'standard' : 'optional',
    recalibrationType: recalibrationTypes[Math.floor(vehicle.carId / 8) % recalibrationTypes.length]!,
  };
}
