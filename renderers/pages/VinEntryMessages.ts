import type { VinProblem } from '../../engine/domain/getVinProblem';

/** What the customer reads at the VIN field for each SPEC §5 problem of a typed VIN (`typed` as entered). */
export function toVinProblemMessage(problem: VinProblem, typed: string): string {
  const length = typed.trim().length;
  switch (problem) {
    case 'empty':
      return 'Enter your VIN';
    case 'length':
      return `A VIN has 17 characters; you entered ${length}. Please check it.`;
    case 'forbiddenLetter':
      return 'A VIN never contains the letters I, O or Q. Did you mean the digits 1 or 0?';
    case 'characters':
      return 'A VIN has only letters and digits, without spaces or dashes.';
    case 'modelYear':
      return 'Character 10 of a VIN (the model year) is never U, Z or 0. Please check it.';
    case 'checkDigit':
      return "This VIN doesn't add up: its check digit (character 9) doesn't match the other characters. Please check each one.";
  }
}
