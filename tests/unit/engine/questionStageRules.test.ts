/**
 * The rules of the SPEC §2 question stages (engine/domain): which windshield the customer chose as the choices change
 * with later answers, the order's glass parts from the stages, and the answers parts.parts is sent. Tables, one row
 * per case.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { findChosenPart } from '../../../engine/domain/findChosenPart';
import { getQuestionStages } from '../../../engine/domain/getQuestionStages';
import { createInitialState, type FunnelState, type LineItem, type QuestionAnswer } from '../../../engine/domain/state';
import { toAskedAnswerResults } from '../../../engine/domain/toAskedAnswerResults';
import { toChosenGlassParts } from '../../../engine/domain/toChosenGlassParts';
import { toChosenPartNumber } from '../../../engine/domain/toChosenPartNumber';

/** A glass part as the parts calls answer it (only what the rules read matters). */
const part = (partNumber: string, id = 'Windshield-Front'): LineItem => ({
  id,
  partNumber,
  partType: id.startsWith('Windshield') ? 'WINDSHIELD' : 'SIDE GLASS',
  description: partNumber,
  promoCode: null,
  childParts: [],
  discountedLineItemIds: [],
  kitPrice: 100,
  laborAmount: 50,
  sellingPrice: 150,
  salesTax: 0,
  isInsurable: true,
  isChildPart: false,
  requiresRecalibration: false,
  recalibrationType: null,
});
const question = (questionId: string, answerIds: string[]) => ({
  questionId,
  text: questionId,
  answers: answerIds.map((answerId) => ({ answerId, text: answerId, result: answerId.toUpperCase() })),
});
const answer = (questionId: string, answerId: string): QuestionAnswer => ({ questionId, answerId, result: answerId.toUpperCase() });

const driverDoor = part('FD11657GT', 'Driver-Front');
const state = (recipe: (s: FunnelState) => void) => produce(createInitialState(), recipe);
const withStages = (stages: Record<string, unknown>, chosen?: string) =>
  state((s) => {
    s.user.pageData.stages = stages;
    if (chosen !== undefined) s.user.pageData['vehicle-parts'] = { partNumber: chosen };
  });

describe('findChosenPart: the choice made, found again after later answers changed the part numbers', () => {
  const plain = [part('FW36546GT'), part('FW36546GB')];
  const withCamera = [part('FW36546GTC'), part('FW36546GBC')];
  const withRain = [part('FW36546GTR'), part('FW36546GBR')];
  const withHeat = [part('FW36546GTH'), part('FW36546GBH')];
  it.each([
    ['the same number', plain, 'FW36546GB', 'FW36546GB'],
    ['letters in another case', plain, 'fw36546gb', 'FW36546GB'],
    ['a camera bracket added (C appended)', withCamera, 'FW36546GT', 'FW36546GTC'],
    ['a rain sensor removed', plain, 'FW36546GBR', 'FW36546GB'],
    ['one option for another (R → H)', withHeat, 'FW36546GTR', 'FW36546GTH'],
    ['the shade band kept with the rain sensor', withRain, 'FW36546GB', 'FW36546GBR'],
    ['another vehicle’s part (no choice stands out)', plain, 'FW12345GT', undefined],
    ['nothing chosen', plain, null, undefined],
    ['an empty number', plain, '', undefined],
    ['no choices', [], 'FW36546GT', undefined],
  ] as const)('%s', (_case, choices, chosen, expected) => {
    expect(findChosenPart(choices, chosen)?.partNumber).toBe(expected);
  });
});

describe('getQuestionStages: the stored stages, every list present', () => {
  it.each([
    ['nothing stored', undefined, { partQuestions: 0, partChoices: 0, moldingQuestions: 0, capabilityQuestions: 0, glassPieceParts: 0 }],
    [
      'a parts answer',
      { partQuestions: [question('rain-sensor', ['yes', 'no'])], partChoices: [part('A'), part('B')], glassPieceParts: [driverDoor] },
      { partQuestions: 1, partChoices: 2, moldingQuestions: 0, capabilityQuestions: 0, glassPieceParts: 1 },
    ],
    ['malformed items left out', { partQuestions: [null, { text: 'no id' }], partChoices: [{ description: 'no number' }] }, { partQuestions: 0, partChoices: 0, moldingQuestions: 0, capabilityQuestions: 0, glassPieceParts: 0 }],
  ])('%s', (_case, stages, counts) => {
    const read = getQuestionStages(stages);
    expect(Object.fromEntries(Object.entries(read).map(([key, list]) => [key, list.length]))).toEqual(counts);
  });
});

describe('toChosenPartNumber: vehicle-parts’ choice kept in step with the choices offered', () => {
  it.each([
    ['the choice still offered', { partChoices: [part('FW1GT'), part('FW1GB')] }, 'FW1GB', 'FW1GB'],
    ['the choice with a camera bracket now', { partChoices: [part('FW36546GTC'), part('FW36546GBC')] }, 'FW36546GB', 'FW36546GBC'],
    ['no choice made', { partChoices: [part('FW1GT'), part('FW1GB')] }, undefined, null],
    ['another vehicle’s choice', { partChoices: [part('FW1GT'), part('FW1GB')] }, 'FW99999GT', null],
    ['nothing to choose yet (part questions open): kept', { partChoices: [] }, 'FW1GT', 'FW1GT'],
    ['nothing to choose and nothing chosen', { partChoices: [] }, undefined, null],
  ])('%s', (_case, stages, chosen, expected) => {
    const given = withStages(stages, chosen);
    expect(toChosenPartNumber(given.user.pageData.stages, given.user.pageData['vehicle-parts']?.partNumber)).toBe(expected);
  });
});

describe('toChosenGlassParts: the order’s glass parts from the stages', () => {
  const gt = part('FW36546GT');
  const gb = part('FW36546GB');
  it.each([
    ['nothing known yet', {}, undefined, []],
    ['the parts known (one windshield fits)', { glassPieceParts: [gt, driverDoor], partChoices: [] }, undefined, ['FW36546GT', 'FD11657GT']],
    ['several fit, none chosen yet: the other glass only', { glassPieceParts: [driverDoor], partChoices: [gt, gb] }, undefined, ['FD11657GT']],
    ['several fit: the chosen one added', { glassPieceParts: [driverDoor], partChoices: [gt, gb] }, 'FW36546GB', ['FD11657GT', 'FW36546GB']],
    [
      'the choice followed after a camera answer',
      { glassPieceParts: [], partChoices: [part('FW36546GTC'), part('FW36546GBC')] },
      'FW36546GT',
      ['FW36546GTC'],
    ],
    ['a single choice offered is taken', { glassPieceParts: [driverDoor], partChoices: [gb] }, undefined, ['FD11657GT', 'FW36546GB']],
    ['never the same piece twice', { glassPieceParts: [gt], partChoices: [gb] }, undefined, ['FW36546GT']],
  ])('%s', (_case, stages, chosen, expected) => {
    const given = withStages(stages, chosen);
    expect(toChosenGlassParts(given.user.pageData.stages, given.user.pageData['vehicle-parts']?.partNumber).map((item) => item.partNumber)).toEqual(expected);
  });

  it('keeps what the parts answer says of the part (molding child part, recalibration)', () => {
    const chrome = { ...part('FM36546C', 'Windshield-Front-molding'), isChildPart: true };
    const withMolding = { ...part('FW36546GBC'), childParts: [chrome], requiresRecalibration: true, recalibrationType: 'Static' };
    const [windshield] = toChosenGlassParts({ glassPieceParts: [], partChoices: [part('FW36546GTC'), withMolding] }, 'FW36546GB');
    expect(windshield).toEqual(withMolding);
  });
});

describe('toAskedAnswerResults: the answers parts.parts is sent', () => {
  const asked = {
    partQuestions: [question('rain-sensor', ['rain-yes', 'rain-no'])],
    moldingQuestions: [question('molding', ['chrome', 'none'])],
    capabilityQuestions: [question('camera', ['cam-yes', 'cam-no'])],
  };
  it.each([
    ['nothing answered', asked, {}, []],
    [
      'every stage, part questions first',
      asked,
      { capability: [answer('camera', 'cam-no')], molding: [answer('molding', 'chrome')], part: [answer('rain-sensor', 'rain-yes')] },
      [
        { questionId: 'rain-sensor', answerId: 'rain-yes' },
        { questionId: 'molding', answerId: 'chrome' },
        { questionId: 'camera', answerId: 'cam-no' },
      ],
    ],
    ['answers of questions no longer asked are left out', { partQuestions: [] }, { part: [answer('rain-sensor', 'rain-yes')] }, []],
    ['an answer the question does not offer is left out', asked, { molding: [answer('molding', 'black')] }, []],
    [
      'an answer kept under another stage is not sent',
      { moldingQuestions: [question('molding', ['chrome'])] },
      { part: [answer('molding', 'chrome')] },
      [],
    ],
    [
      'after changed part answers: the molding and capability answers are left out (SPEC §4 resets them)',
      { ...asked, answeredWith: [{ questionId: 'rain-sensor', answerId: 'rain-no' }, { questionId: 'molding', answerId: 'chrome' }, { questionId: 'camera', answerId: 'cam-no' }] },
      { part: [answer('rain-sensor', 'rain-yes')], molding: [answer('molding', 'chrome')], capability: [answer('camera', 'cam-no')] },
      [{ questionId: 'rain-sensor', answerId: 'rain-yes' }],
    ],
    [
      'after changed molding answers: the capability answers are left out',
      { ...asked, answeredWith: [{ questionId: 'rain-sensor', answerId: 'rain-no' }, { questionId: 'molding', answerId: 'chrome' }, { questionId: 'camera', answerId: 'cam-no' }] },
      { part: [answer('rain-sensor', 'rain-no')], molding: [answer('molding', 'none')], capability: [answer('camera', 'cam-no')] },
      [
        { questionId: 'rain-sensor', answerId: 'rain-no' },
        { questionId: 'molding', answerId: 'none' },
      ],
    ],
    [
      'the same answers again: all sent',
      { ...asked, answeredWith: [{ questionId: 'molding', answerId: 'chrome' }, { questionId: 'rain-sensor', answerId: 'rain-no' }] },
      { part: [answer('rain-sensor', 'rain-no')], molding: [answer('molding', 'chrome')], capability: [answer('camera', 'cam-yes')] },
      [
        { questionId: 'rain-sensor', answerId: 'rain-no' },
        { questionId: 'molding', answerId: 'chrome' },
        { questionId: 'camera', answerId: 'cam-yes' },
      ],
    ],
    [
      'a first molding answer is not a change',
      { ...asked, answeredWith: [{ questionId: 'rain-sensor', answerId: 'rain-no' }] },
      { part: [answer('rain-sensor', 'rain-no')], molding: [answer('molding', 'chrome')], capability: [answer('camera', 'cam-yes')] },
      [
        { questionId: 'rain-sensor', answerId: 'rain-no' },
        { questionId: 'molding', answerId: 'chrome' },
        { questionId: 'camera', answerId: 'cam-yes' },
      ],
    ],
  ])('%s', (_case, stages, given: { part?: QuestionAnswer[]; molding?: QuestionAnswer[]; capability?: QuestionAnswer[] }, expected) => {
    const read = state((s) => {
      s.user.pageData.stages = stages;
      s.order.damage.partQuestionAnswers = given.part ?? [];
      s.order.damage.moldingQuestionAnswers = given.molding ?? [];
      s.order.damage.capabilityQuestionAnswers = given.capability ?? [];
    });
    expect(toAskedAnswerResults(read.user.pageData.stages, read.order.damage)).toEqual(expected);
  });
});
