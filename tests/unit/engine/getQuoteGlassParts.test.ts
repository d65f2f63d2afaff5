/** The quote's glass parts: those the question pages wrote to the order, else those the stages answered (SPEC §2, §3). */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { getQuoteGlassParts } from '../../../engine/domain/getQuoteGlassParts';
import { createInitialState, type FunnelState, type LineItem } from '../../../engine/domain/state';
import { createLineItem } from '../../fixtures/createLineItem';

const line = createLineItem;

const windshield = line('WINDSHIELD', { id: 'Windshield-Front', partNumber: 'FW88750GT' });
const greenTint = line('WINDSHIELD', { id: 'Windshield-Front', partNumber: 'FW01234GT' });
const blueBand = line('WINDSHIELD', { id: 'Windshield-Front', partNumber: 'FW01234GB' });
const driverDoor = line('SIDE GLASS', { id: 'Driver-Front', partNumber: 'FD01234' });
const settled = line('WINDSHIELD', { id: 'Windshield-Front', partNumber: 'FW01234GBRC' });

const state = (recipe: (draft: FunnelState) => void) =>
  produce(createInitialState(), (draft) => {
    draft.order.damage.isRepair = false;
    recipe(draft);
  });

describe('getQuoteGlassParts', () => {
  it.each([
    {
      name: 'no questions: the parts the stages answered',
      given: state((d) => {
        d.user.pageData.stages = { glassPieceParts: [windshield, driverDoor], partChoices: [] };
      }),
      parts: ['FW88750GT', 'FD01234'],
      fromStages: true,
    },
    {
      name: 'several parts: the one chosen on vehicle-parts for its piece of glass',
      given: state((d) => {
        d.user.pageData.stages = { glassPieceParts: [driverDoor], partChoices: [greenTint, blueBand] };
        d.user.pageData['vehicle-parts'] = { partNumber: 'FW01234GB' };
      }),
      parts: ['FD01234', 'FW01234GB'],
      fromStages: true,
    },
    {
      name: 'parts a question page wrote to the order win',
      given: state((d) => {
        d.order.lineItems.glassParts = [settled];
        d.user.pageData.stages = { glassPieceParts: [], partChoices: [greenTint, blueBand] };
      }),
      parts: ['FW01234GBRC'],
      fromStages: false,
    },
    {
      name: 'parts the quote took from the stages before are read again (a new choice is seen)',
      given: state((d) => {
        d.order.lineItems.glassParts = [greenTint];
        d.user.pageData.quote = { glassPartsFromStages: true };
        d.user.pageData.stages = { glassPieceParts: [], partChoices: [greenTint, blueBand] };
        d.user.pageData['vehicle-parts'] = { partNumber: 'FW01234GB' };
      }),
      parts: ['FW01234GB'],
      fromStages: true,
    },
    {
      name: 'a repair has no glass parts',
      given: state((d) => {
        d.order.damage.isRepair = true;
        d.user.pageData.stages = { glassPieceParts: [windshield] };
      }),
      parts: [],
      fromStages: false,
    },
    {
      name: 'nothing answered yet: none',
      given: state(() => undefined),
      parts: [],
      fromStages: false,
    },
  ])('$name', ({ given, parts, fromStages }) => {
    const result = getQuoteGlassParts({
      isRepair: given.order.damage.isRepair,
      glassParts: given.order.lineItems.glassParts,
      takenFromStages: given.user.pageData.quote?.glassPartsFromStages,
      stages: given.user.pageData.stages,
      chosenPartNumber: given.user.pageData['vehicle-parts']?.partNumber,
    });
    expect(result.glassParts.map((part) => part.partNumber)).toEqual(parts);
    expect(result.fromStages).toBe(fromStages);
  });
});
