/** SPEC §5: a job duration is shown in minutes, or in hours when the maximum is 120 or more, as a single number or a range. */
import { describe, expect, it } from 'vitest';
import { toJobDurationText } from '../../../engine/domain/toJobDurationText';

describe('toJobDurationText', () => {
  it.each([
    { min: 30, max: 60, text: '30–60 minutes' },
    { min: 45, max: 90, text: '45–90 minutes' },
    { min: 60, max: 60, text: '60 minutes' },
    { min: 45, max: 119, text: '45–119 minutes' },
    { min: 60, max: 120, text: '1–2 hours' },
    { min: 120, max: 120, text: '2 hours' },
    { min: 90, max: 180, text: '1.5–3 hours' },
    { min: 105, max: 210, text: '1.75–3.5 hours' },
    { min: 100, max: 200, text: '1.67–3.33 hours' },
    { min: 180, max: 240, text: '3–4 hours' },
    { min: null, max: 90, text: '90 minutes' },
    { min: 120, max: null, text: '2 hours' },
    { min: 60, max: 45, text: '45–60 minutes' },
    { min: 1, max: 1, text: '1 minute' },
    { min: null, max: null, text: null },
    { min: 0, max: undefined, text: null },
  ])('$min to $max → $text', ({ min, max, text }) => {
    expect(toJobDurationText(min, max)).toBe(text);
  });
});
