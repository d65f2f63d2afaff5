import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { PageView } from '../../renderers/app/PageView';
import type { CompiledPage } from '../../engine/compile/FunnelModel';
import { configuredPage, createTestModel, renderEnteredPage, renderWithRuntime, testPage } from './createTestRuntime';
import { loadPrecompiledValidator } from './loadPrecompiledValidator';
import { createLineItem } from '../fixtures/createLineItem';

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
          title: 'Questions about your windshield',
          default: [],
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

/** As funnel-config/pages/vehicle-parts.yaml: one question whose answers are the windshields that fit. */
const vehicleParts = testPage({
  id: 'vehicle-parts',
  fields: {
    schema: { type: 'object', required: ['partNumber'], properties: { partNumber: { type: 'string', title: 'Which windshield do you have?' } } },
    uiSchema: {
      partNumber: {
        'ui:field': 'question-list',
        'ui:options': { choicesFrom: { path: 'user.pageData.stages.partChoices', value: 'partNumber', label: 'description', price: 'sellingPrice' } },
      },
    },
    bind: { partNumber: 'user.pageData.vehicle-parts.partNumber' },
  },
  navigation: { forward: [{ to: 'next' }] },
});

const questions = [
  {
    questionId: 'Q1',
    text: 'Does your windshield have a rain sensor?',
    helpText: 'Look for a small dark patch behind the mirror.',
    answers: [
      { answerId: 'A1', text: 'Yes', result: 'RAIN' },
      { answerId: 'A2', text: 'No', result: null },
    ],
  },
  {
    questionId: 'Q2',
    text: 'Is there a heated wiper area?',
    helpText: null,
    answers: [
      { answerId: 'B1', text: 'Yes', result: 'HEAT' },
      { answerId: 'B2', text: 'No', result: null },
    ],
  },
];

const partChoices = [
  { id: 'Windshield-Front', partNumber: 'FW36546GT', description: '2018 Honda Accord windshield, green tint', sellingPrice: 552.85 },
  { id: 'Windshield-Front', partNumber: 'FW36546GB', description: '2018 Honda Accord windshield, green tint with a blue shade band', sellingPrice: 1574.5 },
];

const problemCount = () => screen.getByRole('status').textContent;

describe('question-list field: questions from the state', () => {
  it('renders each question of the state list as a radio group and submits [{questionId, answerId, result}]', async () => {
    const { runtime, router } = await renderWithRuntime(createTestModel([partQuestions]), <PageView pageId="part-questions" validator={validatorOf(partQuestions)} />, {
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

  it('shows a question’s help text under it and describes its answers with it', async () => {
    await renderWithRuntime(createTestModel([partQuestions]), <PageView pageId="part-questions" validator={validatorOf(partQuestions)} />, {
      state: (state) => {
        state.user.pageData.stages = { partQuestions: questions };
      },
    });
    const yes = screen.getByRole('radio', { name: 'Yes', description: 'Look for a small dark patch behind the mirror.' });
    expect(yes.closest('fieldset')?.querySelector('legend')?.textContent).toBe('Does your windshield have a rain sensor?');
    const heatYes = screen.getByRole('group', { name: 'Is there a heated wiper area?' }).querySelector('input')!;
    expect(heatYes.getAttribute('aria-describedby')).toBeNull();
  });

  it('nothing answered: one problem per question, the first question focused', async () => {
    await continueWithNothingAnswered();
    expect(problemCount()).toMatch(/Answer the question “Does your windshield have a rain sensor\?”/);
    const firstOfRain = screen.getByRole('group', { name: 'Does your windshield have a rain sensor?' }).querySelector('input')!;
    await waitFor(() => expect(document.activeElement).toBe(firstOfRain));
    expect(firstOfRain.getAttribute('aria-describedby')).toMatch(/__help .*__error$/);
  });

  it('each problem shows in its own question, under its title, and describes only its answers', async () => {
    await continueWithNothingAnswered();
    const rain = screen.getByRole('group', { name: 'Does your windshield have a rain sensor?' });
    const heat = screen.getByRole('group', { name: 'Is there a heated wiper area?' });
    const rainProblem = 'Answer the question “Does your windshield have a rain sensor?”';
    const heatProblem = 'Answer the question “Is there a heated wiper area?”';
    // Each question holds its own problem (not both stacked after the last question), before its answers.
    expect(within(rain).getByText(rainProblem)).toBeTruthy();
    expect(within(rain).queryByText(heatProblem)).toBeNull();
    expect(within(heat).getByText(heatProblem)).toBeTruthy();
    expect(within(heat).queryByText(rainProblem)).toBeNull();
    const heatProblemNode = within(heat).getByText(heatProblem);
    const firstOfHeat = heat.querySelector('input[value=B1]')!;
    expect(heatProblemNode.compareDocumentPosition(firstOfHeat) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Each answer is described by its question's problem only (a screen reader hears the one that applies).
    const describedText = (input: Element) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(describedText(rain.querySelector('input')!)).toContain(rainProblem);
    expect(describedText(rain.querySelector('input')!)).not.toContain(heatProblem);
    expect(describedText(firstOfHeat)).toContain(heatProblem);
    expect(describedText(firstOfHeat)).not.toContain(rainProblem);

    // Answering one question takes its problem away; the other's stays where it is.
    fireEvent.click(rain.querySelector('input[value=A2]')!);
    await waitFor(() => expect(within(rain).queryByText(rainProblem)).toBeNull());
    expect(rain.querySelector('input')!.getAttribute('aria-invalid')).toBeNull();
    expect(within(heat).getByText(heatProblem)).toBeTruthy();
    expect(firstOfHeat.getAttribute('aria-invalid')).toBe('true');
    expect(problemCount()).toMatch(/There is 1 problem on this page/);
  });

  it('an answer kept from an earlier list (no longer offered) must be given again', async () => {
    const { router } = await renderWithRuntime(createTestModel([partQuestions]), <PageView pageId="part-questions" validator={validatorOf(partQuestions)} />, {
      state: (state) => {
        state.user.pageData.stages = { partQuestions: questions.slice(0, 1) };
        state.order.damage.partQuestionAnswers = [{ questionId: 'Q1', answerId: 'gone', result: null }];
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(problemCount()).toMatch(/There is 1 problem on this page/));
    expect(router.state.location.pathname).toBe('/part-questions');
  });
});

describe('question-list field: one question answered from a list of parts (vehicle-parts)', () => {
  const show = (chosen?: string) =>
    renderWithRuntime(createTestModel([vehicleParts]), <PageView pageId="vehicle-parts" validator={validatorOf(vehicleParts)} />, {
      state: (state) => {
        state.user.pageData.stages = { partChoices };
        if (chosen) state.user.pageData['vehicle-parts'] = { partNumber: chosen };
      },
    });

  it('offers each part with its description and price, and submits the chosen part number', async () => {
    const { runtime, router } = await show();
    const group = screen.getByRole('group', { name: 'Which windshield do you have?' });
    const radios = [...group.querySelectorAll('input[type=radio]')];
    expect(radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      '2018 Honda Accord windshield, green tint $552.85',
      '2018 Honda Accord windshield, green tint with a blue shade band $1,574.50',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: /blue shade band/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/next'));
    expect(runtime.getState().user.pageData['vehicle-parts']).toEqual({ partNumber: 'FW36546GB' });
  });

  it('shows the choice already made', async () => {
    await show('FW36546GB');
    expect((screen.getByRole('radio', { name: '2018 Honda Accord windshield, green tint with a blue shade band $1,574.50' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '2018 Honda Accord windshield, green tint $552.85' }) as HTMLInputElement).checked).toBe(false);
  });

  it.each([
    ['nothing chosen', undefined, 'Answer “Which windshield do you have?”'],
    ['a choice no longer offered', 'FW36546GTR', 'Choose one of the choices shown'],
  ])('%s: the problem is named at the field and the first choice focused', async (_case, chosen, message) => {
    const { router } = await show(chosen);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(problemCount()).toMatch(/There is 1 problem on this page/));
    expect(problemCount()).toContain(message);
    const first = screen.getAllByRole('radio')[0]!;
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toContain(message);
    expect(router.state.location.pathname).toBe('/vehicle-parts');
  });
});

describe("capability-questions (funnel-config/pages/capability-questions.yaml): the questions of the order's windshield", () => {
  const capability = configuredPage('capability-questions', { navigation: { forward: [{ to: 'next' }] } });
  const windshield = createLineItem('WINDSHIELD', { id: 'Windshield-Front', partNumber: 'FW12345GT', kitPrice: 300, laborAmount: 100, sellingPrice: 400 });
  const camera = {
    questionId: 'forward-camera',
    text: 'Is there a camera behind your rear-view mirror?',
    helpText: null,
    answers: [
      { answerId: 'forward-camera-yes', text: 'Yes', result: 'CAMERA' },
      { answerId: 'forward-camera-no', text: 'No', result: 'NO_CAMERA' },
    ],
  };

  it('shows the questions asked for that windshield on entry; the answer rebuilds it (SPEC §7 part from capability answer)', async () => {
    const { runtime, router, ports } = await renderEnteredPage(createTestModel([capability]), <PageView pageId="capability-questions" validator={validatorOf(capability)} />, {
      answers: {
        'parts.capabilityQuestions': [camera],
        'parts.partFromCapabilityAnswer': { ...windshield, partNumber: 'FW12345GTC', requiresRecalibration: true, recalibrationType: 'Static' },
        'analytics.logPartQuestions': { logged: true, eventId: 'E1' },
      },
      state: (state) => {
        state.order.vehicle.carId = 4242;
        state.order.lineItems.glassParts = [windshield];
        // The stages asked another wording: the windshield's own questions are shown.
        state.user.pageData.stages = { capabilityQuestions: [{ ...camera, text: 'Camera?' }] };
      },
    });
    expect(ports.calls.find((call) => call.operation === 'parts.capabilityQuestions')?.params).toEqual({ carId: 4242, partNumber: 'FW12345GT' });
    const group = screen.getByRole('group', { name: 'Is there a camera behind your rear-view mirror?' });
    fireEvent.click(group.querySelector('input[value=forward-camera-yes]')!);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/next'));
    expect(ports.calls.find((call) => call.operation === 'parts.partFromCapabilityAnswer')?.params).toEqual({
      part: windshield,
      capabilityAnswerResults: [{ questionId: 'forward-camera', answerId: 'forward-camera-yes' }],
    });
    expect(runtime.getState().order.lineItems.glassParts.map((part) => part.partNumber)).toEqual(['FW12345GTC']);
  });

  it("the windshield's questions could not be asked: the question stage's questions are shown", async () => {
    await renderEnteredPage(createTestModel([capability]), <PageView pageId="capability-questions" validator={validatorOf(capability)} />, {
      state: (state) => {
        state.order.vehicle.carId = 4242;
        state.order.lineItems.glassParts = [windshield];
        state.user.pageData.stages = { capabilityQuestions: [{ ...camera, text: 'Camera?' }] };
      },
    });
    expect(screen.getByRole('group', { name: 'Camera?' })).toBeTruthy();
  });
});

/** The part questions shown with nothing answered, and Continue: both questions are problems. */
async function continueWithNothingAnswered() {
  await renderWithRuntime(createTestModel([partQuestions]), <PageView pageId="part-questions" validator={validatorOf(partQuestions)} />, {
    state: (state) => {
      state.user.pageData.stages = { partQuestions: questions };
    },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(problemCount()).toMatch(/There are 2 problems on this page/));
}
