/**
 * The session explorer (issue #15) says each decision of the trace in words for a product owner, from the line the
 * trace wrote (engine/runtime/formatDecision.ts), which it also shows as written.
 */
import { describe, expect, it } from 'vitest';
import { describeDecision } from '../../../renderers/studio/sessions/describeDecision';

describe('describeDecision', () => {
  it.each([
    {
      kind: 'skip',
      line: 'molding-questions skipped (part-questions → forward): nonEmpty user.pageData.stages.moldingQuestions: is empty',
      words: 'molding-questions skipped: stages.moldingQuestions was empty',
    },
    {
      kind: 'skip',
      line: 'vehicle-parts skipped (service-zip → forward): minItems user.pageData.stages.partChoices 2: has 1 item',
      words: 'vehicle-parts skipped: stages.partChoices had 1 item',
    },
    {
      kind: 'navigation',
      line: 'quote → forward: rule 2 → schedule (rule 1 → insurance-company not taken: truthy order.payment.isInsurance: is false)',
      words: 'forward → schedule (rule 2); not insurance-company: order.payment.isInsurance was false',
    },
    { kind: 'navigation', line: 'vehicle → forward: rule 1 → vehicle-damage', words: 'forward → vehicle-damage (rule 1)' },
    { kind: 'autoRoute', line: 'auto-route: rule 1 → quote', words: 'auto-route chose quote (1 of its order)' },
    {
      kind: 'guard',
      line: 'vehicle: guard vehicleEntry → verifiedInsurance: rule 1 → vehicle-damage',
      words: 'guard vehicleEntry sent the visit to vehicle-damage (verifiedInsurance)',
    },
    { kind: 'guard', line: 'quote: guard global rule 4 → confirmation', words: 'guard global rule 4 sent the visit to confirmation' },
    { kind: 'guard', line: 'quote: guard heritageJump → leaves the funnel', words: 'guard heritageJump sent the visit out of the funnel' },
    {
      kind: 'prerequisites',
      line: 'quote: prerequisites fail → error: truthy order.serviceLocation.zipCode: is not set',
      words: 'prerequisites failed, so error: order.serviceLocation.zipCode was not set',
    },
    {
      kind: 'configVersion',
      line: 'load-session: saved under config 1a2b3c4d5e6f, now 9f8e7d6c5b4a: dropped the answers of removed pages old-page; kept 9',
      words: 'saved under config 1a2b3c4d5e6f, now 9f8e7d6c5b4a: dropped the answers of removed pages old-page; kept 9',
    },
    { kind: 'handler', line: 'something the studio does not know', words: 'something the studio does not know' },
  ])('$kind: $words', ({ kind, line, words }) => {
    expect(describeDecision(kind, line)).toBe(words);
  });
});
