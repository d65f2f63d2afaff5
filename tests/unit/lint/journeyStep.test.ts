import { describe, expect, it } from 'vitest';
import { parseFunnelConfig } from '../../../engine/config/parseFunnelConfig';
import { parseJourneyFile } from '../../../engine/config/parseJourneyFile';
import { lintFunnel } from '../../../engine/lint/lintFunnel';
import { journeyStep } from '../../../engine/lint/rules/journeyStep';
import type { FunnelConfig } from '../../../engine/config/types';
import { createBaseConfig, page, readFixtureFiles, toConfigFiles } from './lintFixture';

/** A journey for the minimal fixture config, its steps given as YAML lines (each step on line 3 + its index). */
const journey = (...steps: string[]) => `name: A journey\nsteps:\n${steps.map((step) => `  - ${step}\n`).join('')}`;

/** vehicle-damage's form given a zip (a pattern), a list of glass (choices in its items) and a day (a format). */
const withZipField = (c: FunnelConfig) => {
  const fields = page(c, 'vehicle-damage').fields!;
  Object.assign(fields.schema['properties'] as object, {
    zip: { type: 'string', pattern: '^[0-9]{5}$' },
    glass: { type: 'array', items: { type: 'object', properties: { location: { type: 'string', enum: ['Windshield', 'Rear'] } } } },
    day: { type: 'string', format: 'date' },
  });
  Object.assign(fields.bind, { zip: 'order.serviceLocation.zipCode', glass: 'order.damage.glassToReplace', day: 'order.schedule.date' });
};

/** The journey's problems (its schema's, then journey-step's), as `line:column message`; `mutate` edits the config first. */
function lintJourney(text: string, mutate?: (config: FunnelConfig) => void): string[] {
  const base = createBaseConfig();
  mutate?.(base);
  const { config, sources } = parseFunnelConfig(mutate ? toConfigFiles(base) : readFixtureFiles('minimal'));
  const parsed = parseJourneyFile({ path: 'journeys/a.yaml', text }, sources);
  const found = [...parsed.diagnostics, ...lintFunnel(config!, sources, [journeyStep], parsed.journey ? [parsed] : [])];
  return found.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}`);
}

describe('journey-step', () => {
  it.each([
    {
      name: 'a journey naming what the config has',
      text: journey('open: /fmg/vehicle', 'submit: { page: vehicle, answers: { year: 2012 } }', 'submit: { page: vehicle-damage, answers: { isRepair: false } }', 'act: { page: vehicle-damage, scenario: back }', 'run: { page: vehicle, action: loadMakes, input: { year: 2012 } }', 'expect: { page: quote, state: { order.vehicle.year: 2012 } }'),
      expected: [],
    },
    { name: 'a page misspelt', text: journey('expect: { page: vehicle-damag }'), expected: ['3:21 No page "vehicle-damag"; did you mean "vehicle-damage"?'] },
    { name: "a link's query parameter misspelt", text: journey('open: /fmg/?zipcod=85016'), expected: ['3:11 Page "landing" reads no query parameter "zipcod"; did you mean "zipcode"?'] },
    { name: 'a virtual route expected, or submitted on: never shown', text: journey('open: /fmg/vehicle', 'expect: { page: restart }', "submit: { page: landing, answers: {} }"), expected: ['4:21 "restart" is a virtual route: it is never shown, so a journey is never on it; expect the page it leads to', '5:21 "landing" is a virtual route: it is never shown, so a journey is never on it; submit on the page it leads to'] },
    { name: "a link's query parameter cut short: the parameters that hold it", text: journey('open: /fmg/?zip=85016'), expected: ['3:11 Page "landing" reads no query parameter "zip"; did you mean one of "zipcode", "servicezip"?'] },
    { name: 'a query no navigation rule hands on', text: journey('expect: { page: quote, query: { zipcde: "85016" } }'), expected: ['3:37 No navigation rule hands on query parameter "zipcde"; did you mean "zipcode"?'] },
    { name: 'a route misspelt', text: journey('open: /fmg/vehicel'), expected: ['3:11 No page is on route "vehicel"; did you mean "vehicle"?'] },
    {
      name: 'an address written whole, or without its first slash: the address under the site',
      text: journey('open: http://localhost:8080/fmg/quote?promo=SAVE', 'open: fmg/quote'),
      expected: [
        '3:11 No page is on route "http://localhost:8080/fmg/quote"; write /fmg/quote?promo=SAVE (the address under the site, from its first slash)',
        '4:11 No page is on route "fmg/quote"; write /fmg/quote (the address under the site, from its first slash)',
      ],
    },
    {
      name: "a funnel flag expected as text: it is a yes/no",
      text: journey("expect: { state: { session.isSubmitted: 'true' } }"),
      expected: ['3:45 "true" is never the value of session.isSubmitted, which is one of true, false (a yes/no of the funnel state), so this expectation is never met; did you mean true?'],
    },
    { name: "a form field misspelt in a submit's answers", text: journey('submit: { page: vehicle-damage, answers: { isrepair: false } }'), expected: ['3:48 Page "vehicle-damage" has no form field "isrepair"; did you mean "isRepair"?'] },
    {
      name: "an answer outside the field's choices",
      text: journey('submit: { page: vehicle-damage, answers: { isRepair: "false" } }'),
      expected: ['3:58 "false" is not a choice of vehicle-damage\'s field isRepair (true, false); did you mean false?'],
    },
    {
      name: 'a yes/no answered in words',
      text: journey('submit: { page: vehicle-damage, answers: { isRepair: no } }'),
      expected: ['3:58 "no" is not a choice of vehicle-damage\'s field isRepair (true, false); did you mean false?'],
    },
    {
      name: "an answer the form refuses (its pattern): no visitor can send it",
      text: journey("submit: { page: vehicle-damage, answers: { zip: '8501' } }"),
      mutate: withZipField,
      expected: ['3:53 vehicle-damage\'s form refuses this answer to zip: "8501" breaks the field\'s rule pattern "^[0-9]{5}$" (5 digits); no visitor can send it (expect: { refusal } next if that is what the journey checks)'],
    },
    {
      name: 'a text answer with a leading zero YAML reads as a number: quoted as typed, its zero kept',
      text: journey('submit: { page: vehicle-damage, answers: { zip: 01234 } }'),
      mutate: withZipField,
      expected: ["3:53 vehicle-damage's form refuses this answer to zip: 01234 (YAML reads 1234) is not string, the field's type; write '01234' in quotes (YAML reads it as a number); no visitor can send it (expect: { refusal } next if that is what the journey checks)"],
    },
    {
      name: 'a text answer YAML reads as a number: write it in quotes',
      text: journey('submit: { page: vehicle-damage, answers: { zip: 85016 } }'),
      mutate: withZipField,
      expected: ["3:53 vehicle-damage's form refuses this answer to zip: 85016 is not string, the field's type; write '85016' in quotes (YAML reads it as a number); no visitor can send it (expect: { refusal } next if that is what the journey checks)"],
    },
    {
      name: "an item of a list answer outside its choices, and a format the form checks: the part refused",
      text: journey("submit: { page: vehicle-damage, answers: { glass: [{ location: Windshield }, { location: Roof }], day: '2026-02-30' } }"),
      mutate: withZipField,
      expected: [
        '3:94 vehicle-damage\'s form refuses this answer to glass[1].location: "Roof" is not one of the field\'s choices ("Windshield", "Rear"); no visitor can send it (expect: { refusal } next if that is what the journey checks)',
        '3:108 vehicle-damage\'s form refuses this answer to day: "2026-02-30" is not a valid date; no visitor can send it (expect: { refusal } next if that is what the journey checks)',
      ],
    },
    {
      name: 'an answer refused on purpose (the next step expects the refusal), and a step reused by an alias checked once',
      text: journey("submit: { page: vehicle-damage, answers: { zip: '8501' } }", 'expect: { refusal: { field: zip } }', "submit: &zip { page: vehicle-damage, answers: { zip: '123' } }", 'submit: *zip'),
      mutate: withZipField,
      expected: ['5:58 vehicle-damage\'s form refuses this answer to zip: "123" breaks the field\'s rule pattern "^[0-9]{5}$" (5 digits); no visitor can send it (expect: { refusal } next if that is what the journey checks)'],
    },
    { name: 'a scenario misspelt', text: journey('act: { page: vehicle-damage, scenario: bak }'), expected: ['3:44 Page "vehicle-damage" has no scenario "bak" in its navigation; did you mean "back"?'] },
    {
      name: 'a button pressed that the page no longer has (its scenario still in navigation): no visitor can take that step',
      text: journey('act: { page: vehicle-damage, scenario: back }'),
      mutate: (c: FunnelConfig) => void (page(c, 'vehicle-damage').buttons = []),
      expected: ['3:44 Page "vehicle-damage" offers no way to scenario "back" (no button, Continue or action leads to it; it offers "forward"), so no visitor can take this step'],
    },
    {
      name: "a scenario the page triggers but its navigation lost: the page is at fault, not the journey",
      text: journey('act: { page: vehicle-damage, scenario: back }'),
      mutate: (c: FunnelConfig) => void delete page(c, 'vehicle-damage').navigation['back'],
      expected: ['3:44 Page "vehicle-damage"\'s navigation does not declare scenario "back", which button "Back" triggers: see the page'],
    },
    {
      name: "an answer a renderer's page never reads (its submit reads form.year and form.make)",
      text: journey('submit: { page: vehicle, answers: { year: 2012, mkae: Toyota } }'),
      mutate: (c: FunnelConfig) =>
        void (page(c, 'vehicle').submit = [{ call: 'vehicle.lookup', params: { year: { from: 'form.year' }, make: { from: 'form.make' } }, into: 'order.vehicle', merge: true }]),
      expected: ['3:53 Page "vehicle" reads no answer "mkae" when submitted (its submit reads form.year, form.make): this answer does nothing; did you mean "make"?'],
    },
    { name: 'a fault on a call misspelt (it would break nothing)', text: journey('fault: { call: order.saveSesion, answer: 500 }'), expected: ['3:20 Unknown call "order.saveSesion"; did you mean "order.saveSession"?'] },
    { name: 'a fault answering a success status: one error, the status range', text: journey('fault: { call: order.saveSession, answer: 200 }'), expected: ['3:47 steps[0].fault.answer must be at least 400, not 200'] },
    {
      name: 'an expected value the path never holds (a yes/no in quotes)',
      text: journey('expect: { state: { order.damage.isRepair: "false" } }'),
      expected: ['3:47 "false" is never the value of order.damage.isRepair, which is one of true, false (the contract\'s Order), so this expectation is never met; did you mean false?'],
    },
    { name: 'an action misspelt', text: journey('run: { page: vehicle, action: loadMake }'), expected: ['3:35 Page "vehicle" has no action "loadMake"; did you mean "loadMakes"?'] },
    {
      name: "an action's input of a type the call it is sent to refuses (a year in quotes)",
      text: journey("run: { page: vehicle, action: loadMakes, input: { year: '2012' } }"),
      expected: ['3:61 Action "loadMakes" sends year to call "vehicle.makes", which takes year as a whole number, not "2012"; write 2012 without quotes'],
    },
    { name: "an action's input misspelt", text: journey('run: { page: vehicle, action: loadMakes, input: { yaer: 2012 } }'), expected: ['3:55 Action "loadMakes" of vehicle takes no input "yaer"; did you mean "year"?'] },
    {
      name: 'page data the config never writes: expected empty it always holds, with a value it is never met; page data written passes',
      text: journey('expect: { state: { user.pageData.vehicle.yeras: null, user.pageData.vehicel.years: [2012], user.pageData.vehicle.years: [2012] } }'),
      expected: [
        '3:24 "user.pageData.vehicle.yeras" is never written by the config, so this expectation always holds; did you mean "user.pageData.vehicle.years"?',
        '3:59 "user.pageData.vehicel.years" is never written by the config, so this expectation is never met; did you mean "user.pageData.vehicle.years"?',
      ],
    },
    { name: 'a state path misspelt', text: journey('expect: { state: { order.vehicle.yaer: 2012 } }'), expected: ['3:24 Unknown state path "order.vehicle.yaer"; did you mean "order.vehicle.year"?'] },
    {
      name: 'a refusal expected at a field the page submitted lacks',
      text: journey('submit: { page: vehicle-damage, answers: { isRepair: false } }', 'expect: { refusal: { field: isrepair } }'),
      expected: ['4:33 Page "vehicle-damage" has no field "isrepair" to refuse; did you mean "isRepair"?'],
    },
    { name: 'a step misspelt (the schema): did you mean', text: journey('expct: { page: vehicle }'), expected: ['3:5 Unknown property "expct" in step; did you mean "expect"?'] },
    {
      name: 'a map left open (YAML), at its {',
      text: journey('submit: { page: vehicle, answers: { year: 2012 }', 'expect: { page: vehicle-damage }'),
      expected: ['3:13 YAML: the map that starts with { here is not closed: end it with } on the same line'],
    },
    {
      name: 'a clock not in the ISO form: what to write',
      text: `now: 2026-12-01 09:00\n${journey('open: /fmg/vehicle')}`,
      expected: [`1:6 now must match ^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?Z$ (The visitor's and the sandbox's clock during the journey (default 2026-12-01T09:00:00Z, a Tuesday).); write 2026-12-01T09:00:00Z`],
    },
  ] as { name: string; text: string; mutate?: (config: FunnelConfig) => void; expected: string[] }[])('$name', ({ text, mutate, expected }) => {
    expect(lintJourney(text, mutate)).toEqual(expected);
  });
});
