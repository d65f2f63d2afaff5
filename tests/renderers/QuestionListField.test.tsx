import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { PageView } from '../../renderers/app/PageView';
import type { CompiledPage } from '../../engine/compile/FunnelModel';
import { createTestModel, renderWithRuntime, testPage } from './createTestRuntime';
import { loadPrecompiledValidator } from './loadPrecompiledValidator';

/** The page's validator as the browser gets it: precompiled. */
const validatorOf = (page: CompiledPage) => loadPrecompiledValidator(page.fields!.schema as RJSFSchema);

afterEach(cleanup);

/** As funnel-config/pages/part-questions.yaml: the questions come from the state, not from the YAML. */
const partQuestions = testPage({
  id: 'part-questions',
  fields: {
    schema: {
      type: 'object',
      required: ['answers'],
      properties: {
        answers: {
          type: 'array',
          title: 'A few questions about your glass',
          items: {
            type: 'object',
            required: ['questionId', 'answerId'],
            properties: { questionId: { type: 'string' }, answerId: { type: 'string' }, result: { type: ['string', 'null'] } },
          },
        },
      },
    },
    uiSchema: { answers: { 'ui:field': 'question-list', 'ui:options': { questionsFrom: 'user.pageData.stages.partQuestions' } } },
    bind: { answers: 'order.damage.partQuestionAnswers' },
  },
  navigation: { forward: [{ to: 'next' }] },
});

const questions = [
  {
    questionId: 'Q1',
    text: 'Does your windshield have a rain sensor?',
    answers: [
      { answerId: 'A1', text: 'Yes', result: 'RAIN' },
      { answerId: 'A2', text: 'No', result: null },
    ],
  },
  {
    questionId: 'Q2',
    text: 'Is there a heated wiper area?',
    answers: [
      { answerId: 'B1', text: 'Yes', result: 'HEAT' },
      { answerId: 'B2', text: 'No', result: null },
    ],
  },
];

describe('question-list field', () => {
  it('renders each question of the state list as a radio group and submits [{questionId, answerId, result}]', async () => {
    const { runtime, router } = renderWithRuntime(createTestModel([partQuestions]), <PageView pageId="part-questions" validator={validatorOf(partQuestions)} />, {
      state: (state) => {
        state.user.pageData.stages = { partQuestions: questions };
      },
    });
    const rain = screen.getByRole('group', { name: 'Does your windshield have a rain sensor?' });
    const heat = screen.getByRole('group', { name: 'Is there a heated wiper area?' });
    expect(rain.querySelectorAll('input[type=radio]')).toHaveLength(2);

    fireEvent.click(rain.querySelector('input[value=A1]')!);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The unanswered question is named, marked invalid and focused.
    await waitFor(() => expect(screen.getAllByText('Answer the question “Is there a heated wiper area?”').length).toBeGreaterThan(0));
    const firstOfHeat = heat.querySelector('input[value=B1]') as HTMLInputElement;
    expect(firstOfHeat.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(firstOfHeat));

    fireEvent.click(heat.querySelector('input[value=B2]')!);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/next'));
    expect(runtime.getState().order.damage.partQuestionAnswers).toEqual([
      { questionId: 'Q1', answerId: 'A1', result: 'RAIN' },
      { questionId: 'Q2', answerId: 'B2', result: null },
    ]);
  });
});
