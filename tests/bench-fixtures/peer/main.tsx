/**
 * The peer of `npm run bench:web` (issue #12): a three-page SurveyJS survey (survey-core + survey-react-ui) asking what
 * the funnel's first pages ask, with native selects and its default theme. Progress is kept in local storage the way
 * SurveyJS documents it (save on every value and page change, restore on load), so a reload stays on its page.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.min.css';

/** Where the answers and the current page are kept. */
const storageKey = 'peer-survey';

const survey = new Model({
  title: 'Auto glass',
  showQuestionNumbers: 'off',
  completedHtml: '<h3>Thank you: we will be in touch.</h3>',
  pages: [
    {
      name: 'vehicle',
      title: 'Tell us about your vehicle',
      elements: [
        { type: 'dropdown', name: 'year', title: 'Year', renderAs: 'select', isRequired: true, choicesMin: 1990, choicesMax: 2026, choicesOrder: 'desc' },
        { type: 'dropdown', name: 'make', title: 'Make', renderAs: 'select', isRequired: true, choices: ['Acura', 'BMW', 'Ford', 'Honda', 'Hyundai', 'Nissan', 'Subaru', 'Toyota', 'Volkswagen'] },
      ],
    },
    {
      name: 'damage',
      title: 'What happened to your glass?',
      elements: [
        { type: 'radiogroup', name: 'service', title: 'What do you need?', isRequired: true, choices: ['Repair a chip', 'Replace glass'] },
        { type: 'checkbox', name: 'glass', title: 'Which glass?', isRequired: true, choices: ['Windshield', 'Back glass', 'Side window'] },
      ],
    },
    {
      name: 'zip',
      title: 'Where is your vehicle?',
      elements: [{ type: 'text', name: 'zipCode', title: 'Zip code', isRequired: true, validators: [{ type: 'regex', regex: '^\\d{5}$', text: 'Enter a 5-digit zip code.' }] }],
    },
  ],
});

const saved = localStorage.getItem(storageKey);
if (saved) {
  const { pageNo, ...data } = JSON.parse(saved) as { pageNo?: number } & Record<string, unknown>;
  survey.data = data;
  if (typeof pageNo === 'number') survey.currentPageNo = pageNo;
}
const save = () => localStorage.setItem(storageKey, JSON.stringify({ ...survey.data, pageNo: survey.currentPageNo }));
survey.onValueChanged.add(save);
survey.onCurrentPageChanged.add(save);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Survey model={survey} />
  </StrictMode>,
);
