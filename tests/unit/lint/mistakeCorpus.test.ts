/**
 * Issue #11's corpus: realistic editing mistakes a product owner makes in funnel-config/, one row each, applied one at
 * a time to the shipped config as a text edit. Each must be caught at the edited line with the expected code, and,
 * where the fix is a name or value the config has, the message must suggest it (or, for a name that is not a typo,
 * must suggest nothing). A mistake that passes lint here reaches customers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConfigFile } from '../../../engine/config/parseFunnelConfig';
import { lintFiles } from './lintFixture';

const configDir = join(import.meta.dirname, '../../../funnel-config');

/** The shipped config as lint reads it (journeys and schemas aside). */
function readShippedConfig(): ConfigFile[] {
  const files = ['funnel.yaml', 'cascades.yaml', 'sequences.yaml', 'actions.yaml'].map((path) => ({ path, text: readFileSync(join(configDir, path), 'utf8') }));
  for (const file of readdirSync(join(configDir, 'pages')).sort()) files.push({ path: `pages/${file}`, text: readFileSync(join(configDir, 'pages', file), 'utf8') });
  // The brand's pictures (issue #14).
  for (const file of readdirSync(join(configDir, 'brand')).sort()) files.push({ path: `brand/${file}`, text: readFileSync(join(configDir, 'brand', file), 'utf8') });
  return files;
}

interface Mistake {
  name: string;
  /** The file edited, relative to funnel-config/. */
  file: string;
  /** Text replaced (its first occurrence) and what it becomes. */
  find: string;
  replace: string;
  code: string;
  /** Where the diagnostic must be when not on the edited line (the edit's first changed character). */
  line?: number;
  /** Text the message must hold (the value meant), or null: the message must offer no "did you mean". */
  suggests?: string | null;
}

/** The line of the first character where `replace` differs from `find` at its first occurrence in `text`. */
function getEditedLine(text: string, find: string, replace: string): number {
  const at = text.indexOf(find);
  let offset = 0;
  while (offset < find.length && offset < replace.length && find[offset] === replace[offset]) offset += 1;
  return text.slice(0, at + offset).split('\n').length;
}

const mistakes: Mistake[] = [
  // Pages
  { name: 'a misspelt Back destination', file: 'pages/vehicle-damage.yaml', find: '  back:\n    to: vehicle\n', replace: '  back:\n    to: vehicel\n', code: 'unknown-page', suggests: 'did you mean "vehicle"?' },
  { name: 'licence for license in a page id', file: 'pages/estimate.yaml', find: '- to: license-plate-lookup', replace: '- to: licence-plate-lookup', code: 'unknown-page', suggests: '"license-plate-lookup"' },
  { name: 'a sequence step naming a page in the singular', file: 'sequences.yaml', find: '- page: molding-questions', replace: '- page: molding-question', code: 'unknown-page', suggests: '"molding-questions"' },
  { name: 'a page id without its dash', file: 'pages/customer-details.yaml', find: '  forward:\n    to: payment-method', replace: '  forward:\n    to: paymentmethod', code: 'unknown-page', suggests: '"payment-method"' },
  { name: 'a page that does not exist (renamed away): no misleading suggestion', file: 'pages/estimate.yaml', find: '- to: address-lookup', replace: '- to: home-address', code: 'unknown-page', suggests: null },
  { name: 'the entry page misspelt', file: 'funnel.yaml', find: 'entry: vehicle', replace: 'entry: vehicles', code: 'unknown-page', suggests: '"vehicle"' },
  { name: 'two pages on one route', file: 'pages/estimate.yaml', find: 'route: estimate', replace: 'route: vehicle', code: 'duplicate-route' },
  { name: 'a page kind misspelt', file: 'pages/estimate.yaml', find: 'kind: page', replace: 'kind: pgae', code: 'schema', suggests: '"page"' },
  // The brand and the order summary (issue #14)
  { name: 'a brand colour without its #', file: 'funnel.yaml', find: 'primary: "#0a5c7a"', replace: 'primary: "0a5c7a"', code: 'brand' },
  { name: 'a pale brand colour under white text', file: 'funnel.yaml', find: 'primary: "#0a5c7a"', replace: 'primary: "#5fb8d6"', code: 'brand' },
  { name: 'the logo file misnamed', file: 'funnel.yaml', find: 'logo: brand/logo.svg', replace: 'logo: brand/logo-new.svg', code: 'brand', suggests: '"brand/logo.svg"' },
  { name: 'a summary row reading a misspelt path', file: 'funnel.yaml', find: 'from: order.schedule.startTime', replace: 'from: order.schedule.starttime', code: 'summary-row', suggests: '"order.schedule.startTime"' },
  // Named code: guards, handlers, renderers, calls, converters, actions, sequences, settings
  { name: 'an entry guard misspelt', file: 'pages/vehicle.yaml', find: 'guards: [vehicleEntry]', replace: 'guards: [vehicleEntri]', code: 'unknown-guard', suggests: '"vehicleEntry"' },
  { name: 'a condition guard misspelt', file: 'pages/vehicle-damage.yaml', find: 'when: { guard: vinIsOptional }', replace: 'when: { guard: vinIsOptinal }', code: 'unknown-guard', suggests: '"vinIsOptional"' },
  { name: 'a condition guard with a letter dropped', file: 'pages/vehicle-damage.yaml', find: '- guard: isInsuranceVerified', replace: '- guard: isInsuranceVerfied', code: 'unknown-guard', suggests: '"isInsuranceVerified"' },
  { name: 'a virtual route handler misspelt', file: 'pages/landing.yaml', find: 'handler: landing', replace: 'handler: landng', code: 'unknown-handler', suggests: '"landing"' },
  { name: 'a renderer misspelt', file: 'pages/vehicle.yaml', find: 'renderer: vehicle-selector', replace: 'renderer: vehicle-selecter', code: 'unknown-renderer', suggests: '"vehicle-selector"' },
  { name: 'a renderer with a letter dropped', file: 'pages/quote.yaml', find: 'renderer: quote-summary', replace: 'renderer: quote-sumary', code: 'unknown-renderer', suggests: '"quote-summary"' },
  { name: 'a call in the singular', file: 'pages/vehicle.yaml', find: '- call: vehicle.years', replace: '- call: vehicle.year', code: 'unknown-operation', suggests: '"vehicle.years"' },
  { name: 'a call with a letter doubled', file: 'pages/service-zip.yaml', find: '- call: location.zip', replace: '- call: location.zipp', code: 'unknown-operation', suggests: '"location.zip"' },
  { name: 'another call in the singular', file: 'pages/quote.yaml', find: '- call: parts.wipers', replace: '- call: parts.wiper', code: 'unknown-operation', suggests: '"parts.wipers"' },
  { name: 'a converter with the wrong case', file: 'pages/service-zip.yaml', find: 'damageKind: { from: order.damage.isRepair, as: damageKind }', replace: 'damageKind: { from: order.damage.isRepair, as: damagekind }', code: 'unknown-converter', suggests: '"damageKind"' },
  { name: 'a converter missing a letter', file: 'pages/quote.yaml', find: 'as: offeredExtras', replace: 'as: offerExtras', code: 'unknown-converter', suggests: '"offeredExtras"' },
  { name: "a renderer's action misspelt", file: 'pages/vehicle.yaml', find: '  loadMakes:', replace: '  loadMake:', code: 'page-actions', suggests: '"loadMakes"' },
  { name: 'a run naming a shared action in the plural', file: 'pages/schedule.yaml', find: '  - run: price\n', replace: '  - run: prices\n', code: 'page-actions', suggests: '"price"' },
  { name: 'a sequence reference in the singular', file: 'pages/service-zip.yaml', find: 'forward: { sequence: questions }', replace: 'forward: { sequence: question }', code: 'unknown-sequence', suggests: '"questions"' },
  { name: 'an experiment setting misspelt in a condition', file: 'pages/quote.yaml', find: 'eq: [settings.SkipToInsurance, true]', replace: 'eq: [settings.SkipToInsurence, true]', code: 'unknown-setting', suggests: '"SkipToInsurance"' },
  { name: "a page's experiment key misspelt", file: 'pages/vehicle-damage.yaml', find: 'experiments: [SuppressVinCapture]', replace: 'experiments: [SupressVinCapture]', code: 'unknown-experiment', suggests: '"SuppressVinCapture"' },
  { name: 'a constant misspelt', file: 'pages/schedule.yaml', find: 'else: { from: constants.defaultCashParentAccountNumber }', replace: 'else: { from: constants.defaultCashParentAcountNumber }', code: 'unknown-state-path', suggests: '"defaultCashParentAccountNumber"' },
  { name: 'a $constant misspelt', file: 'pages/mobile-details.yaml', find: '{ $constant: states }', replace: '{ $constant: state }', code: 'unknown-constant', suggests: '"states"' },
  // The condition language
  { name: 'an operator misspelt', file: 'pages/vehicle-damage.yaml', find: 'when: { truthy: order.vehicle.vin }', replace: 'when: { truthey: order.vehicle.vin }', code: 'schema', suggests: '"truthy"' },
  { name: 'an operator with letters swapped', file: 'sequences.yaml', find: 'when: { nonEmpty: user.pageData.stages.partQuestions }', replace: 'when: { nonEmtpy: user.pageData.stages.partQuestions }', code: 'schema', suggests: '"nonEmpty"' },
  { name: 'truthy and falsy of one path in the prerequisites', file: 'pages/quote.yaml', find: '    - truthy: order.serviceLocation.zipCode\n', replace: '    - truthy: order.serviceLocation.zipCode\n    - falsy: order.serviceLocation.zipCode\n', code: 'constant-condition', line: 13 },
  { name: 'two values of one choice required together', file: 'pages/estimate.yaml', find: "      when: { eq: [user.pageData.estimate.vinSelection, manualVin] }", replace: "      when: { all: [{ eq: [user.pageData.estimate.vinSelection, manualVin] }, { eq: [user.pageData.estimate.vinSelection, none] }] }", code: 'constant-condition' },
  { name: 'a rule that can never be taken (a yes/no both ways)', file: 'pages/vehicle-damage.yaml', find: '          - truthy: order.damage.isRepair\n', replace: '          - truthy: order.damage.isRepair\n          - eq: [order.damage.isRepair, false]\n', code: 'constant-condition', line: 71 },
  // State paths
  { name: 'an order path misspelt in a when', file: 'pages/vehicle-damage.yaml', find: 'when: { truthy: order.vehicle.vin }', replace: 'when: { truthy: order.vehicle.vim }', code: 'unknown-state-path', suggests: '"order.vehicle.vin"' },
  { name: 'a question stage misspelt in a sequence step', file: 'sequences.yaml', find: 'when: { nonEmpty: user.pageData.stages.partQuestions }', replace: 'when: { nonEmpty: user.pageData.stages.partQuestion }', code: 'unwritten-state-path', suggests: '"user.pageData.stages.partQuestions"' },
  { name: 'a count of part choices misspelt', file: 'sequences.yaml', find: 'minItems: [user.pageData.stages.partChoices, 2]', replace: 'minItems: [user.pageData.stages.partChoice, 2]', code: 'unwritten-state-path', suggests: '"user.pageData.stages.partChoices"' },
  { name: "a key of the zip check's answer with the wrong case", file: 'pages/service-zip.yaml', find: 'falsy: user.pageData.service-zip.zipInfo.isValid }', replace: 'falsy: user.pageData.service-zip.zipInfo.isvalid }', code: 'unwritten-state-path', suggests: '"user.pageData.service-zip.zipInfo.isValid"' },
  { name: "the question list a form reads misspelt", file: 'pages/part-questions.yaml', find: 'questionsFrom: user.pageData.stages.partQuestions', replace: 'questionsFrom: user.pageData.stages.partQuestionz', code: 'unwritten-state-path', suggests: '"user.pageData.stages.partQuestions"' },
  { name: 'a page misspelt inside a page-data path', file: 'pages/service-zip.yaml', find: 'when: { truthy: user.pageData.vehicle-damage.vinSkipped }', replace: 'when: { truthy: user.pageData.vehicle-damge.vinSkipped }', code: 'unwritten-state-path', suggests: '"user.pageData.vehicle-damage.vinSkipped"' },
  { name: 'a misspelt set: Back goes somewhere else', file: 'pages/vehicle-damage.yaml', find: '    to: service-zip\n    set: { user.pageData.vehicle-damage.vinSkipped: true }', replace: '    to: service-zip\n    set: { user.pageData.vehicle-damage.vinSkiped: true }', code: 'unread-state-path', suggests: '"user.pageData.vehicle-damage.vinSkipped"' },
  { name: 'a binding into a misspelt page path: the extras lose the wipers', file: 'pages/quote.yaml', find: 'into: user.pageData.quote.wipers', replace: 'into: user.pageData.quote.wiper', code: 'unread-state-path', suggests: '"user.pageData.quote.wipers"' },
  { name: 'a misspelt into of the vehicle makes', file: 'pages/vehicle.yaml', find: 'into: user.pageData.vehicle.makes', replace: 'into: user.pageData.vehicle.make', code: 'unread-state-path', suggests: '"user.pageData.vehicle.makes"' },
  { name: 'a cascade watching a misspelt path', file: 'cascades.yaml', find: 'watch: [order.vehicle.year, order.vehicle.make', replace: 'watch: [order.vehicle.yaer, order.vehicle.make', code: 'unknown-state-path', suggests: '"order.vehicle.year"' },
  { name: 'a cascade resetting misspelt page data', file: 'cascades.yaml', find: '      - user.pageData.molding-questions\n', replace: '      - user.pageData.molding-question\n', code: 'unwritten-state-path', suggests: '"user.pageData.molding-questions"' },
  { name: 'a misspelt cascade compare field: the reset stops happening', file: 'cascades.yaml', find: 'fields: [questionId, result]', replace: 'fields: [questionId, reslt]', code: 'cascade-compare', suggests: '"result"' },
  { name: 'a bind to a misspelt order path', file: 'pages/customer-details.yaml', find: 'lastName: order.customer.lastName', replace: 'lastName: order.customer.lastname', code: 'unknown-state-path', suggests: '"order.customer.lastName"' },
  { name: 'a message placeholder naming a page-data path misspelt', file: 'pages/address-lookup.yaml', find: '{user.pageData.address-lookup.zipInfo.state.state}', replace: '{user.pageData.address-lookup.zipinfo.state.state}', code: 'unwritten-state-path', suggests: '"user.pageData.address-lookup.zipInfo.state.state"' },
  // Closed sets
  { name: 'a prerequisite value with the wrong case: mobile-details never entered', file: 'pages/mobile-details.yaml', find: 'eq: [order.serviceLocation.appointmentType, Mobile]', replace: 'eq: [order.serviceLocation.appointmentType, mobile]', code: 'closed-set-value', suggests: '"Mobile"' },
  { name: 'a payment choice with the wrong case in a list', file: 'pages/payment-method.yaml', find: 'in: [order.payment.paymentChoice, [CreditCard, Paypal, Afterpay, ApplePay]]', replace: 'in: [order.payment.paymentChoice, [CreditCard, PayPal, Afterpay, ApplePay]]', code: 'closed-set-value', suggests: '"Paypal"' },
  { name: 'a payment choice misspelt', file: 'pages/confirmation.yaml', find: 'eq: [order.payment.paymentChoice, Later]', replace: 'eq: [order.payment.paymentChoice, Latter]', code: 'closed-set-value', suggests: '"Later"' },
  { name: "a form choice misspelt in a rule", file: 'pages/estimate.yaml', find: 'when: { eq: [user.pageData.estimate.vinSelection, licensePlate] }', replace: 'when: { eq: [user.pageData.estimate.vinSelection, licencePlate] }', code: 'closed-set-value', suggests: '"licensePlate"' },
  { name: 'a yes/no setting compared with text', file: 'pages/quote.yaml', find: 'eq: [settings.SkipToInsurance, true]', replace: 'eq: [settings.SkipToInsurance, "true"]', code: 'closed-set-value', suggests: 'did you mean true?' },
  // Forms
  { name: 'requried: the field silently optional', file: 'pages/service-zip.yaml', find: '    required: [zipCode]', replace: '    requried: [zipCode]', code: 'form-schema', suggests: '"required"' },
  { name: 'a required entry naming no property', file: 'pages/customer-details.yaml', find: 'required: [firstName, lastName]', replace: 'required: [firstName, lastname]', code: 'form-schema', suggests: '"lastName"' },
  { name: 'a default that is not among the choices', file: 'pages/estimate.yaml', find: '        title: Find my vehicle by\n', replace: '        title: Find my vehicle by\n        default: manualVIN\n', code: 'form-schema', line: 22 },
  { name: 'a uiSchema key naming no field', file: 'pages/estimate.yaml', find: '  uiSchema:\n    vinSelection:', replace: '  uiSchema:\n    vinSelect:', code: 'form-schema', suggests: '"vinSelection"' },
  { name: 'a bind key naming no field', file: 'pages/estimate.yaml', find: '    vinSelection: user.pageData.estimate.vinSelection\n', replace: '    vinSelected: user.pageData.estimate.vinSelection\n', code: 'fields-or-renderer', suggests: '"vinSelection"' },
  { name: 'a message placeholder naming no form field', file: 'pages/service-zip.yaml', find: "We couldn't find the zip code {form.zipCode}.", replace: "We couldn't find the zip code {form.zip}.", code: 'message-reference', suggests: '"zipCode"' },
  { name: 'a placeholder with the wrong case', file: 'pages/service-zip.yaml', find: "We don't offer service in {form.zipCode} yet.", replace: "We don't offer service in {form.zipcode} yet.", code: 'message-reference', suggests: '"zipCode"' },
  { name: 'a refusal at a field the form lacks', file: 'pages/service-zip.yaml', find: '        field: zipCode\n', replace: '        field: zip\n', code: 'message-reference', suggests: '"zipCode"' },
  // Calls
  { name: 'a call param with the wrong case', file: 'pages/service-zip.yaml', find: '      damageKind: { from: order.damage.isRepair, as: damageKind }', replace: '      damagekind: { from: order.damage.isRepair, as: damageKind }', code: 'call-params', suggests: '"damageKind"' },
  { name: 'a literal zip where the visitor\'s was meant', file: 'pages/service-zip.yaml', find: '      zip: { from: form.zipCode }\n', replace: '      zip: "85016"\n', code: 'literal-visitor-param' },
  { name: 'a binding key misspelt', file: 'pages/vehicle-damage.yaml', find: '    notFound: empty\n', replace: '    notfound: empty\n', code: 'schema', suggests: '"notFound"' },
  // Navigation
  { name: 'an edge into a redirect-only route: the visitor loops', file: 'pages/schedule.yaml', find: '    - to: customer-details\n  changeLocation', replace: '    - to: service-location\n  changeLocation', code: 'navigation-loop' },
  { name: 'a button scenario with the wrong case', file: 'pages/vehicle-damage.yaml', find: '  - scenario: skipVin', replace: '  - scenario: skipVIN', code: 'missing-scenario', suggests: '"skipVin"' },
  // Constants
  { name: 'a constant written with its unit', file: 'funnel.yaml', find: 'savedSessionTimeoutDays: 45', replace: 'savedSessionTimeoutDays: 45 days', code: 'schema', suggests: 'write 45 without "days"' },
  { name: 'a constant in quotes', file: 'funnel.yaml', find: 'referralNumberLength: 6', replace: 'referralNumberLength: "6"', code: 'schema', suggests: 'write 6 without quotes' },
  { name: 'a constant in seconds where minutes are meant', file: 'funnel.yaml', find: 'sessionTimeoutMinutes: 30', replace: 'sessionTimeoutMinutes: 1800', code: 'schema', suggests: 'at most 1440 minutes' },
  { name: 'a constant misspelt (and so missing)', file: 'funnel.yaml', find: '  cookieUserIdDays: 7', replace: '  cookieUserIDDays: 7', code: 'schema', suggests: '"cookieUserIdDays"' },
];

describe('the mistake corpus (issue #11)', () => {
  const shipped = readShippedConfig();

  it('has at least 60 mistakes, and the shipped config itself lints clean', () => {
    expect(mistakes.length).toBeGreaterThanOrEqual(60);
    expect(lintFiles(shipped).filter((row) => row.severity === 'error')).toEqual([]);
  });

  it.each(mistakes.map((mistake) => [mistake.name, mistake] as const))('%s', (_name, mistake) => {
    const files = shipped.map((file) => ({ ...file }));
    const edited = files.find((file) => file.path === mistake.file)!;
    expect(edited.text.includes(mistake.find), `the corpus row's text is in ${mistake.file}`).toBe(true);
    const line = mistake.line ?? getEditedLine(edited.text, mistake.find, mistake.replace);
    edited.text = edited.text.replace(mistake.find, mistake.replace);
    const rows = lintFiles(files);
    const caught = rows.filter((row) => row.code === mistake.code && row.file === mistake.file && Number(row.at.split(':')[0]) === line);
    expect(caught, `${mistake.code} at ${mistake.file}:${line}; got ${JSON.stringify(rows)}`).not.toEqual([]);
    if (mistake.suggests === null) expect(caught[0]!.message).not.toContain('did you mean');
    else if (mistake.suggests !== undefined) expect(caught.some((row) => row.message.includes(mistake.suggests!)), JSON.stringify(caught)).toBe(true);
  });
});
