import type { ContractSchema } from '../../contract/OperationTypes';

/** A SPEC §3 line item as the contract defines it. */
export type LineItem = ContractSchema<'LineItem'>;
/** SPEC §3 part types (a closed list). */
export type PartType = ContractSchema<'PartType'>;
/** SPEC §3 glass locations and names. */
export type GlassLocation = ContractSchema<'GlassLocation'>;
export type GlassName = ContractSchema<'GlassName'>;
/** A piece of glass to replace (SPEC §3 glassToReplace). */
export type GlassPiece = ContractSchema<'GlassPiece'>;
/** SPEC §3 damage kinds. */
export type DamageKind = ContractSchema<'DamageKind'>;
/** A question of a question page, as the contract answers it. */
export type PartsQuestion = ContractSchema<'PartsQuestion'>;
/** An answer given on a question page. */
export type QuestionAnswer = ContractSchema<'QuestionAnswer'>;
/** The ADAS recalibration kinds (parts.recalParts recalType). */
export type RecalibrationType = 'Static' | 'Dynamic' | 'Dual';
