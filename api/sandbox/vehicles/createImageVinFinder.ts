import { createHash } from 'node:crypto';
import type { VinDecoder } from './createVinDecoder';
import { getVinCheckDigit } from '../../../engine/domain/getVinCheckDigit';
import { toModelYearCode } from './toModelYearCode';
import type { ImageVinCandidate, TestImage } from './types';

/** Every character a VIN may hold. */
const vinCharacters = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const vinLetters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const digits = '0123456789';

/** At most this many VINs are tried per image before giving up on more candidates. */
const maxAttempts = 40;

/** Finds the candidate VINs of a photo (SPEC §7 lookup by image). */
export type ImageVinFinder = (bytes: Uint8Array) => ImageVinCandidate[];

/**
 * The sandbox's stand-in for recognising a vehicle in a photo: a documented test image answers its fixed VINs; any
 * other image answers 0–3 candidates derived from a SHA-256 of its bytes — VINs with valid check digits that `decoder`
 * decodes to catalog vehicles, so each can then be looked up by VIN — best first. The same bytes always give the same
 * answer.
 */
export function createImageVinFinder(decoder: VinDecoder, years: readonly number[], testImages: readonly TestImage[]): ImageVinFinder {
  const wmis = decoder.getWmis();
  const fixed = new Map(testImages.map((image) => [toDigest(Buffer.from(image.imageData, 'base64')).toString('hex'), image.vins]));

  const toCandidate = (vin: string, confidence: number): ImageVinCandidate | undefined => {
    const decoded = decoder.decode(vin);
    if (decoded.problem) return undefined;
    const { year, make, model } = decoded.vehicle;
    return { vin: decoded.vin, year, make, model, confidence };
  };

  return (bytes) => {
    const digest = toDigest(bytes);
    const fixedVins = fixed.get(digest.toString('hex'));
    if (fixedVins) {
      return fixedVins.flatMap((vin, index) => toCandidate(vin, round2(0.98 - index * 0.1)) ?? []);
    }
    const count = (digest[0] ?? 0) % 4;
    const candidates: ImageVinCandidate[] = [];
    for (let attempt = 0; candidates.length < count && attempt < maxAttempts; attempt += 1) {
      const seed = toDigest(Buffer.concat([digest, Buffer.from([attempt])]));
      const vin = toSeededVin(seed, wmis, years);
      if (candidates.some((candidate) => candidate.vin === vin)) continue;
      const candidate = toCandidate(vin, round2(0.5 + ((seed[31] ?? 0) / 255) * 0.45));
      if (candidate) candidates.push(candidate);
    }
    return candidates.sort((a, b) => b.confidence - a.confidence || a.vin.localeCompare(b.vin));
  };
}

/** A VIN built from 32 seed bytes: a catalog WMI, a catalog year (position 7 a letter from 2010), a valid check digit. */
function toSeededVin(seed: Buffer, wmis: readonly string[], years: readonly number[]): string {
  const pick = (alphabet: string, byte: number): string => alphabet.charAt((seed[byte] ?? 0) % alphabet.length);
  const wmi = wmis[seed.readUInt32BE(0) % wmis.length] ?? '1HG';
  const year = years[seed.readUInt32BE(4) % years.length] ?? 2020;
  const descriptor = pick(vinCharacters, 8) + pick(vinCharacters, 9) + pick(vinCharacters, 10) + pick(year >= 2010 ? vinLetters : digits, 11) + pick(vinCharacters, 12);
  const serial = [13, 14, 15, 16, 17, 18].map((byte) => pick(digits, byte)).join('');
  const draft = `${wmi}${descriptor}0${toModelYearCode(year)}${pick(vinCharacters, 19)}${serial}`;
  return `${draft.slice(0, 8)}${getVinCheckDigit(draft) ?? '0'}${draft.slice(9)}`;
}

function toDigest(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
