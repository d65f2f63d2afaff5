import { describe, it } from 'vitest';
import type { PageConfig } from '../../../engine/config/types';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

/** A question page of the generic form: its `answers` asked from a list of page data, stored at `bind`. */
const questionPage = (id: string, questionsFrom: string, bind: string, to: string): PageConfig => ({
  id,
  kind: 'page',
  route: id,
  fields: {
    schema: { type: 'object', properties: { answers: { type: 'array', title: 'Questions', items: { type: 'object', properties: { questionId: { type: 'string' }, answerId: { type: 'string' } } } } } },
    uiSchema: { answers: { 'ui:field': 'question-list', 'ui:options': { questionsFrom } } },
    bind: { answers: bind },
  },
  navigation: { forward: { to } },
});

const zip = { type: 'string', title: 'Zip code', pattern: '^[0-9]{5}$' };

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: "a page copied from another, its bind not edited: the molding's answers stored where the part's are (the path meant is named)",
    mutate: (c) => {
      c.pages.push(
        questionPage('part-questions', 'user.pageData.stages.partQuestions', 'order.damage.partQuestionAnswers', 'molding-questions'),
        questionPage('molding-questions', 'user.pageData.stages.moldingQuestions', 'order.damage.partQuestionAnswers', 'quote'),
      );
      page(c, 'vehicle-damage').navigation['forward'] = { to: 'part-questions' };
    },
    expected: [
      {
        file: 'pages/molding-questions.yaml',
        at: '24:14',
        message: 'Field "answers" of molding-questions is stored at order.damage.partQuestionAnswers, where part-questions stores its field "answers", which asks another question: a visitor who goes through both pages has one answer overwritten by the other (and the later form opens with the earlier answer); did you mean order.damage.moldingQuestionAnswers?',
        exact: true,
      },
    ],
  },
  {
    name: "a bind line copied from another page: the quote's chip count stored at the damage page's repair answer (the path named for the field is meant)",
    mutate: (c) => {
      const fields = page(c, 'quote').fields!;
      (fields.schema['properties'] as Record<string, unknown>)['numberOfChips'] = { type: 'integer', title: 'How many chips?' };
      fields.bind['numberOfChips'] = 'order.damage.isRepair';
    },
    expected: [
      {
        file: 'pages/quote.yaml',
        at: '17:20',
        message: 'Field "numberOfChips" of quote is stored at order.damage.isRepair, where vehicle-damage stores its field "isRepair", which asks another question: a visitor who goes through both pages has one answer overwritten by the other (and the later form opens with the earlier answer); did you mean order.damage.numberOfChips?',
        exact: true,
      },
    ],
  },
  {
    name: "the same question copied onto a page whose other answers are elsewhere: the mobile address's zip stored at the service zip",
    mutate: (c) => {
      const damage = page(c, 'vehicle-damage').fields!;
      (damage.schema['properties'] as Record<string, unknown>)['zipCode'] = { ...zip };
      damage.bind['zipCode'] = 'order.serviceLocation.zipCode';
      const quote = page(c, 'quote').fields!;
      Object.assign(quote.schema['properties'] as Record<string, unknown>, { address: { type: 'string', title: 'Street address' }, city: { type: 'string', title: 'City' }, zipCode: { ...zip, title: 'Zip code of the address' } });
      Object.assign(quote.bind, { address: 'order.serviceLocation.mobile.address', city: 'order.serviceLocation.mobile.city', zipCode: 'order.serviceLocation.zipCode' });
    },
    expected: [
      {
        file: 'pages/quote.yaml',
        at: '26:14',
        message: 'Field "zipCode" of quote is stored at order.serviceLocation.zipCode, where vehicle-damage stores its field "zipCode": a visitor who goes through both pages has one answer overwritten by the other (and the later form opens with the earlier answer); did you mean order.serviceLocation.mobile.zipCode, beside the page\'s other answers?',
        exact: true,
      },
    ],
  },
  {
    name: "a field stored at a group another page's field is stored inside",
    mutate: (c) => {
      const fields = page(c, 'quote').fields!;
      (fields.schema['properties'] as Record<string, unknown>)['damage'] = { type: 'object', title: 'The damage' };
      fields.bind['damage'] = 'order.damage';
    },
    expected: [
      {
        file: 'pages/quote.yaml',
        at: '17:13',
        message: 'Field "damage" of quote is stored at order.damage, where vehicle-damage stores its field "isRepair" at order.damage.isRepair, inside it: a visitor who goes through both pages has one answer overwritten by the other (and the later form opens with the earlier answer); store it at a path of its own',
        exact: true,
      },
    ],
  },
  {
    name: "another page's data stored by a form: its own page's data is meant",
    mutate: (c) => {
      const fields = page(c, 'quote').fields!;
      (fields.schema['properties'] as Record<string, unknown>)['promoCode'] = { type: 'string', title: 'Promo code' };
      fields.bind['promoCode'] = 'user.pageData.return-user.resume';
    },
    expected: [
      {
        file: 'pages/quote.yaml',
        at: '17:16',
        message: 'Field "promoCode" of quote is stored at user.pageData.return-user.resume, where return-user stores its field "resume", which asks another question: a visitor who goes through both pages has one answer overwritten by the other (and the later form opens with the earlier answer); did you mean user.pageData.quote.promoCode, its own page\'s data?',
        exact: true,
      },
    ],
  },
  {
    name: 'an edit page asking the same question again, worded otherwise, passes',
    mutate: (c) => {
      c.pages.push({
        id: 'edit-damage',
        kind: 'page',
        route: 'edit-damage',
        fields: { schema: { type: 'object', properties: { repair: { type: 'boolean', title: 'Is it a repair after all?', description: 'Change your answer.' } } }, bind: { repair: 'order.damage.isRepair' } },
        navigation: { forward: { to: 'quote' } },
      });
      const quote = page(c, 'quote');
      quote.buttons = [{ scenario: 'editDamage', label: 'Change the damage' }];
      quote.navigation['editDamage'] = { to: 'edit-damage' };
    },
    expected: [],
  },
  {
    name: 'alternative pages no visitor goes through both of (the damage page sends to one or the other) pass, whatever they ask',
    mutate: (c) => {
      c.pages.push({
        id: 'cash-quote',
        kind: 'page',
        route: 'cash-quote',
        fields: { schema: { type: 'object', properties: { isInsurance: { type: 'string', title: 'How will you pay?', enum: ['cash'] } } }, bind: { isInsurance: 'order.payment.isInsurance' } },
        navigation: { forward: { to: 'confirmation' } },
      });
      page(c, 'vehicle-damage').navigation['forward'] = [{ to: 'cash-quote', when: { eq: ['order.damage.isRepair', true] } }, { to: 'quote' }];
    },
    expected: [],
  },
  {
    name: "a step of a later page writing a form's path (a lookup, a default kept in step) is not judged",
    mutate: (c) => void page(c, 'quote').submit!.push({ into: 'order.damage.isRepair', value: true }),
    expected: [],
  },
  {
    name: 'a bind entry naming no field is left to fields-or-renderer',
    mutate: (c) => void (page(c, 'quote').fields!.bind['repair'] = 'order.damage.isRepair'),
    expected: [],
  },
];

describe('overwritten-answer', () => {
  it.each(cases)('$name', (row) => expectLintCase('overwritten-answer', row));
});
