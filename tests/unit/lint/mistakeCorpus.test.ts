/**
 * Issue #11's corpus: realistic editing mistakes a product owner makes in funnel-config/, one row each, applied one at
 * a time to the shipped config as a text edit. Each must be caught at the edited line with the expected code, and,
 * where the fix is a name or value the config has, the message must suggest it (or, for a name that is not a typo,
 * must suggest nothing). A mistake that passes lint here reaches customers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeConfigText } from '../../../engine/config/decodeConfigText';
import { parseFunnelConfig, type ConfigFile } from '../../../engine/config/parseFunnelConfig';
import { parseJourneyFile } from '../../../engine/config/parseJourneyFile';
import { lintFunnel } from '../../../engine/lint/lintFunnel';
import { allRules } from '../../../engine/lint/rules/allRules';
import type { DiagnosticRow } from './lintFixture';

const configDir = join(import.meta.dirname, '../../../funnel-config');

/** The shipped config as lint reads it (decoded as decodeConfigText does): its files and its journeys (schemas aside). */
function readShippedConfig(): ConfigFile[] {
  const read = (path: string) => decodeConfigText(readFileSync(join(configDir, path)));
  const files = ['funnel.yaml', 'cascades.yaml', 'sequences.yaml', 'actions.yaml'].map((path) => ({ path, text: read(path) }));
  // The pages, the journeys and the brand's pictures (issue #14).
  for (const folder of ['pages', 'journeys', 'brand']) {
    for (const file of readdirSync(join(configDir, folder)).sort()) files.push({ path: `${folder}/${file}`, text: read(join(folder, file)) });
  }
  return files;
}

/** Parses and lints the files as `funnel lint` does (the journeys checked against the config); every diagnostic as a row. */
function lintFiles(files: ConfigFile[]): DiagnosticRow[] {
  const { config, diagnostics, sources } = parseFunnelConfig(files.filter((file) => !file.path.startsWith('journeys/')));
  const journeys = files.filter((file) => file.path.startsWith('journeys/')).map((file) => parseJourneyFile(file, sources));
  const valid = journeys.filter((journey) => journey.journey !== null);
  const all = [...diagnostics, ...journeys.flatMap((journey) => journey.diagnostics), ...(config ? lintFunnel(config, sources, allRules, valid) : [])];
  return all.map((d) => ({ code: d.code, file: d.file, at: `${d.range.start.line + 1}:${d.range.start.character + 1}`, message: d.message, severity: d.severity }));
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
  /** The file the diagnostic must be in when not the edited one (a page made unreachable from another). */
  reportedIn?: string;
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
  { name: 'a stage misspelt', file: 'pages/quote.yaml', find: 'stage: quote', replace: 'stage: qoute', code: 'page-stage', suggests: '"quote"' },
  { name: 'a page kind misspelt', file: 'pages/estimate.yaml', find: 'kind: page', replace: 'kind: pgae', code: 'schema', suggests: '"page"' },
  // The brand and the order summary (issue #14)
  { name: 'a brand colour without its #', file: 'funnel.yaml', find: 'primary: "#0a5c7a"', replace: 'primary: "0a5c7a"', code: 'brand' },
  { name: 'a pale brand colour under white text', file: 'funnel.yaml', find: 'primary: "#0a5c7a"', replace: 'primary: "#5fb8d6"', code: 'brand' },
  { name: 'the logo file misnamed', file: 'funnel.yaml', find: 'logo: brand/logo.svg', replace: 'logo: brand/logo-new.svg', code: 'brand', suggests: '"brand/logo.svg"' },
  { name: 'a summary row reading a misspelt path', file: 'funnel.yaml', find: 'from: order.schedule.startTime', replace: 'from: order.schedule.starttime', code: 'summary-row', suggests: '"order.schedule.startTime"' },
  { name: "a summary row's value misspelt", file: 'funnel.yaml', find: '        Inshop: At the shop, while you wait', replace: '        InShop: At the shop, while you wait', code: 'summary-row', suggests: '"Inshop"' },
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
  { name: 'truthy and falsy of one path in the prerequisites', file: 'pages/quote.yaml', find: '    - truthy: order.serviceLocation.zipCode\n', replace: '    - truthy: order.serviceLocation.zipCode\n    - falsy: order.serviceLocation.zipCode\n', code: 'constant-condition', line: 14 },
  { name: 'two values of one choice required together', file: 'pages/estimate.yaml', find: "      when: { eq: [user.pageData.estimate.vinSelection, manualVin] }", replace: "      when: { all: [{ eq: [user.pageData.estimate.vinSelection, manualVin] }, { eq: [user.pageData.estimate.vinSelection, none] }] }", code: 'constant-condition' },
  { name: 'a rule that can never be taken (a yes/no both ways)', file: 'pages/vehicle-damage.yaml', find: '          - truthy: order.damage.isRepair\n', replace: '          - truthy: order.damage.isRepair\n          - eq: [order.damage.isRepair, false]\n', code: 'constant-condition', line: 72 },
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
  { name: 'a default that is not among the choices', file: 'pages/estimate.yaml', find: '        title: Find my vehicle by\n', replace: '        title: Find my vehicle by\n        default: manualVIN\n', code: 'form-schema', line: 23 },
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
  // The red team's (2026-11-26): forms, page order, types, answers, queries, messages, ids, renames, journeys.
  { name: 'the price kept under a misspelt key (four pages read the right one, another step resets it)', file: 'actions.yaml', find: 'into: user.pageData.quote.pricing', replace: 'into: user.pageData.quote.pricng', code: 'unread-state-path', suggests: '"user.pageData.quote.pricing"' },
  { name: 'a narrower forward rule added after the wider one', file: 'pages/quote.yaml', find: '      note: Forward with insurance.\n', replace: '      note: Forward with insurance.\n    - to: heritage\n      when: { all: [{ truthy: order.payment.isInsurance }, { truthy: order.vehicle.vin }] }\n', code: 'duplicate-rule', line: 342 },
  { name: 'a page title with a placeholder (shown as written)', file: 'pages/quote.yaml', find: 'title: Your quote', replace: 'title: Your quote, {order.customer.firstName}', code: 'message-reference' },
  { name: "QA's hosts added to Localhost too (QA's settings never apply there)", file: 'funnel.yaml', find: 'hosts: [localhost, 127.0.0.1, "[::1]"]', replace: 'hosts: [localhost, 127.0.0.1, "[::1]", "qa.*"]', code: 'environment-hosts', line: 131 },
  { name: 'the backoff delays swapped', file: 'funnel.yaml', find: 'baseDelayMilliseconds: 300', replace: 'baseDelayMilliseconds: 30000', code: 'call-retries', line: 152 },
  { name: 'two states with one value (a copied line)', file: 'pages/address-lookup.yaml', find: '- { const: AK, title: Alaska }', replace: '- { const: AL, title: Alaska }', code: 'form-schema', line: 30 },
  { name: 'a length range no name fits', file: 'pages/customer-details.yaml', find: 'minLength: 1, maxLength: 40', replace: 'minLength: 40, maxLength: 1', code: 'form-schema', line: 47 },
  { name: 'a field type misspelt (the meta-schema)', file: 'pages/customer-details.yaml', find: 'firstName: { type: string,', replace: 'firstName: { type: strng,', code: 'form-schema', suggests: '"string"' },
  { name: "YAML's empty null in a list of types", file: 'pages/vehicle-damage.yaml', find: 'type: [integer, "null"]', replace: 'type: [integer, null]', code: 'form-schema', suggests: 'write "null" in quotes' },
  { name: 'a JSON Schema number in quotes', file: 'pages/schedule.yaml', find: 'jobMinMinutes: { type: integer, minimum: 1 }', replace: 'jobMinMinutes: { type: integer, minimum: "1" }', code: 'form-schema', suggests: 'write 1 without quotes' },
  { name: 'a pattern that does not compile', file: 'pages/service-zip.yaml', find: 'pattern: "^[0-9]{5}$"', replace: 'pattern: "^([0-9]{5}$"', code: 'form-schema' },
  { name: 'a format misspelt: nothing checked', file: 'pages/customer-details.yaml', find: 'format: email', replace: 'format: emial', code: 'form-schema', suggests: '"email"' },
  { name: 'a ui: option misspelt: silently ignored', file: 'pages/customer-details.yaml', find: '    firstName: { ui:autocomplete: given-name }', replace: '    firstName: { ui:autocompete: given-name }', code: 'form-schema', suggests: '"ui:autocomplete"' },
  { name: 'ui:order naming no field', file: 'pages/customer-details.yaml', find: 'ui:order: [firstName, lastName, emailAddress, phoneNumber,', replace: 'ui:order: [firstName, lastName, emailAddress, phone,', code: 'form-schema', suggests: '"phoneNumber"' },
  { name: 'a field left out of ui:order (RJSF draws an error in place of the form)', file: 'pages/customer-details.yaml', find: 'phoneNumber, isSmsOptIn, isEmailOptional]', replace: 'phoneNumber, isSmsOptIn]', code: 'form-schema', suggests: 'leaves out "isEmailOptional"' },
  { name: 'an autofill name misspelt (the browser fills nothing in)', file: 'pages/customer-details.yaml', find: '{ ui:autocomplete: family-name }', replace: '{ ui:autocomplete: familyname }', code: 'form-schema', suggests: '"family-name"' },
  { name: 'an input type the browser does not know (no phone keyboard)', file: 'pages/customer-details.yaml', find: 'inputType: tel', replace: 'inputType: phone', code: 'form-schema', suggests: '"tel"' },
  { name: 'a required field misspelt inside a then branch (the form can never be sent)', file: 'pages/customer-details.yaml', find: 'then: { required: [phoneNumber] }', replace: 'then: { required: [phonenumber] }', code: 'form-schema', suggests: '"phoneNumber"' },
  { name: "the live agent's polling waits swapped", file: 'funnel.yaml', find: 'agentStatusMaxPollMilliseconds: 60000', replace: 'agentStatusMaxPollMilliseconds: 6000', code: 'call-retries', line: 107 },
  { name: 'a reset widened to the parent of the paths it listed', file: 'cascades.yaml', find: '      - order.lineItems.glassParts\n      - order.lineItems.supportingItems\n      - order.lineItems.vaps', replace: '      - order.lineItems\n      - order.lineItems.supportingItems\n      - order.lineItems.vaps', code: 'duplicate-id', line: 22, suggests: 'inside "order.lineItems"' },
  { name: "a sequence step copied with the earlier step's condition", file: 'sequences.yaml', find: 'when: { nonEmpty: user.pageData.stages.moldingQuestions }', replace: 'when: { nonEmpty: user.pageData.stages.partQuestions }', code: 'duplicate-rule', suggests: 'same when as step "part-questions"' },
  { name: 'a bind line copied, its path not edited (the end time overwrites the start)', file: 'pages/schedule.yaml', find: '    endTime: order.schedule.endTime', replace: '    endTime: order.schedule.startTime', code: 'fields-or-renderer', suggests: 'did you mean order.schedule.endTime' },
  { name: "a journey's time without its leading zero (the form asks HH:MM)", file: 'journeys/slot-taken.yaml', find: "startTime: '09:00'", replace: "startTime: '9:00'", code: 'journey-step', suggests: 'pattern' },
  { name: "a journey's zip written as a number", file: 'journeys/slot-taken.yaml', find: "zipCode: '10036' } }", replace: 'zipCode: 10036 } }', code: 'journey-step', suggests: "write '10036' in quotes" },
  { name: "a stage counted under one that is itself counted under another", file: 'funnel.yaml', find: '    progress: damage\n  quote:', replace: '    progress: location\n  quote:', code: 'page-stage', suggests: 'write progress: damage' },
  { name: "a forEach item's field misspelt", file: 'pages/quote.yaml', find: '      partNumber: { from: item.partNumber }', replace: '      partNumber: { from: item.partNumbr }', code: 'unknown-state-path', suggests: '"partNumber"' },
  { name: 'two paths compared with eq (the second read as text)', file: 'pages/vehicle-damage.yaml', find: '      when: { truthy: order.vehicle.vin }', replace: '      when: { eq: [order.vehicle.vin, order.vehicle.year] }', code: 'condition-type', suggests: 'same: [order.vehicle.vin, order.vehicle.year]' },
  { name: 'whether the damage group is set (it always is)', file: 'pages/vehicle-damage.yaml', find: '      when: { truthy: order.vehicle.vin }', replace: '      when: { truthy: order.damage }', code: 'condition-type', suggests: 'truthy: order.damage.isRepair' },
  { name: "the content step copied from another page, its page name not edited", file: 'pages/customer-details.yaml', find: '      pageName: customer-details', replace: '      pageName: schedule', code: 'call-params', suggests: 'copied from "schedule"' },
  { name: 'a misspelt content page name (the service answers 404: no help text)', file: 'pages/schedule.yaml', find: '      pageName: schedule', replace: '      pageName: shedule', code: 'call-params', suggests: '"schedule"' },
  { name: "a name field's limit raised above what the order service takes", file: 'pages/customer-details.yaml', find: 'lastName: { type: string, title: Last name, minLength: 1, maxLength: 60 }', replace: 'lastName: { type: string, title: Last name, minLength: 1, maxLength: 80 }', code: 'closed-set-value', suggests: 'write maxLength: 60 or less' },
  { name: 'the application name changed to one the content service refuses', file: 'funnel.yaml', find: 'applicationName: FMG', replace: 'applicationName: FMG-2', code: 'call-params', line: 11, suggests: '2 to 10 letters' },
  { name: 'a brand colour left unquoted (YAML reads a comment)', file: 'funnel.yaml', find: '    primary: "#0a5c7a"', replace: '    primary: #0a5c7a', code: 'schema', line: 29, suggests: 'write "#0a5c7a" in quotes' },
  { name: 'a form field added without a title', file: 'pages/customer-details.yaml', find: '      lastName: { type: string, title: Last name, minLength: 1, maxLength: 60 }', replace: '      middleName: { type: string, maxLength: 40 }\n      lastName: { type: string, title: Last name, minLength: 1, maxLength: 60 }', code: 'form-label', suggests: 'add title: Middle name' },
  { name: "a call's into line deleted: its answer is kept nowhere", file: 'pages/schedule.yaml', find: '    into: user.pageData.schedule.content\n', replace: '', code: 'binding-shape', line: 26, suggests: 'add into' },
  { name: "a call's literal param in the wrong case", file: 'pages/vehicle.yaml', find: '      damageKind: Replace', replace: '      damageKind: replace', code: 'call-params', suggests: '"Replace"' },
  { name: 'a rule reading data only a later page writes', file: 'pages/vehicle-damage.yaml', find: '      when: { truthy: order.vehicle.vin }', replace: '      when: { truthy: user.pageData.vehicle-parts.partNumber }', code: 'later-page-data' },
  { name: 'a prerequisite on data only a later page writes (Back leads there from it)', file: 'pages/vehicle-damage.yaml', find: '    - truthy: order.vehicle.style\n', replace: '    - truthy: order.vehicle.style\n    - nonEmpty: user.pageData.quote.pricing\n', code: 'unsatisfiable-prerequisites' },
  { name: 'minItems of a text', file: 'pages/service-zip.yaml', find: 'prerequisites:\n  all:\n    - truthy: order.vehicle.year', replace: 'prerequisites:\n  all:\n    - minItems: [order.vehicle.make, 1]', code: 'condition-type' },
  { name: 'a local value misspelt', file: 'pages/quote.yaml', find: '  - run: tagSupportingItems\n    when: { ne: [local.supportingItems, null] }', replace: '  - run: tagSupportingItems\n    when: { ne: [local.supportingItem, null] }', code: 'unknown-local', suggests: '"local.supportingItems"' },
  { name: "content kept in another page's data (copied)", file: 'pages/mobile-details.yaml', find: '    into: user.pageData.mobile-details.content', replace: '    into: user.pageData.service-zip.content', code: 'foreign-page-data', suggests: '"user.pageData.mobile-details.content"' },
  { name: "a pick naming no field of the call's answer", file: 'pages/service-zip.yaml', find: '    pick: partsOrQuestions', replace: '    pick: partsOrQuestion', code: 'answer-field', suggests: '"partsOrQuestions"' },
  { name: 'an answer field misspelt', file: 'pages/quote.yaml', find: '{ from: answer.lineItemsServerData }', replace: '{ from: answer.lineItemServerData }', code: 'answer-field', suggests: '"lineItemsServerData"' },
  { name: 'a query key in another case than the page reads', file: 'pages/quote.yaml', find: 'query: { navType: quote }', replace: 'query: { navtype: quote }', code: 'unknown-query-param', suggests: '"navType"' },
  { name: 'a query key misspelt: nothing reads it', file: 'pages/payment.yaml', find: 'query: { piaError: "true" }', replace: 'query: { piaErorr: "true" }', code: 'unknown-query-param', suggests: '"piaError"' },
  { name: 'a funnel.yaml placeholder the funnel does not fill', file: 'funnel.yaml', find: 'Your saved order has expired (saved orders are kept for {days} days)', replace: 'Your saved order has expired (saved orders are kept for {day} days)', code: 'message-reference', suggests: '"{days}"' },
  { name: 'a merge: true deleted: the lookup replaces the vehicle, wiping its VIN', file: 'pages/vehicle.yaml', find: '    into: order.vehicle\n    merge: true\n', replace: '    into: order.vehicle\n', code: 'dropped-fields', line: 51, suggests: 'add merge: true' },
  { name: 'a pick deleted: the question stages kept one level down', file: 'pages/service-zip.yaml', find: '    pick: partsOrQuestions\n    into: user.pageData.stages\n', replace: '    into: user.pageData.stages\n', code: 'missing-pick', suggests: 'add pick: partsOrQuestions' },
  { name: 'a cascade copied with its id', file: 'cascades.yaml', find: '  - id: molding-answers-changed', replace: '  - id: part-answers-changed', code: 'duplicate-id', suggests: '"molding-answers-changed"' },
  { name: 'a scenario renamed in navigation (the button keeps it)', file: 'pages/quote.yaml', find: '  skipToInsurance:\n    to: insurance-company', replace: '  skipToInsurence:\n    to: insurance-company', code: 'missing-scenario', suggests: '"skipToInsurance"' },
  { name: "an action's input renamed (its steps keep it)", file: 'pages/payment-method.yaml', find: '    input: [method]', replace: '    input: [methods]', code: 'page-actions', suggests: '"method"' },
  { name: 'a state path with a segment left out: the leaf, not the parent', file: 'actions.yaml', find: '{ from: order.serviceLocation.provider.providerNumber, as: providerNumber }', replace: '{ from: order.serviceLocation.providerNumber, as: providerNumber }', code: 'unknown-state-path', suggests: '"order.serviceLocation.provider.providerNumber"' },
  { name: "a placeholder naming a path by its leaf's first word", file: 'pages/mobile-details.yaml', find: '{order.serviceLocation.zipCode}, or go back', replace: '{order.serviceLocation.zip}, or go back', code: 'message-reference', suggests: '"order.serviceLocation.zipCode"' },
  { name: "a page id mistyped: the file's name suggested", file: 'pages/vehicle-parts.yaml', find: 'id: vehicle-parts', replace: 'id: vehicle-part', code: 'page-id-mismatch', suggests: '"vehicle-parts"' },
  { name: 'a route with its slash', file: 'pages/service-zip.yaml', find: 'route: service-zip', replace: 'route: /service-zip', code: 'schema', suggests: 'write service-zip' },
  { name: 'a fixed value in another case', file: 'pages/quote.yaml', find: '    notFound: empty\n    into: user.pageData.quote.savedQuote', replace: '    notFound: Empty\n    into: user.pageData.quote.savedQuote', code: 'schema', suggests: '"empty"' },
  { name: 'eq with several values', file: 'pages/payment-method.yaml', find: 'when: { eq: [order.payment.paymentChoice, Later] }', replace: 'when: { eq: [order.payment.paymentChoice, Later, CreditCard] }', code: 'schema', suggests: 'write in: [order.payment.paymentChoice, [Later, CreditCard]]' },
  { name: 'another word for a type', file: 'funnel.yaml', find: '  SuppressVinCapture:\n    type: boolean', replace: '  SuppressVinCapture:\n    type: bool', code: 'schema', suggests: '"boolean"' },
  { name: 'null in quotes', file: 'pages/service-zip.yaml', find: '    - ne: [order.damage.isRepair, null]', replace: '    - ne: [order.damage.isRepair, "null"]', code: 'closed-set-value', suggests: 'did you mean null?' },
  { name: 'yes for true (text in YAML 1.2)', file: 'pages/confirmation.yaml', find: 'terminal: true', replace: 'terminal: yes', code: 'schema', suggests: 'write true' },
  { name: 'a yes/no misspelt', file: 'funnel.yaml', find: '  - name: Dev\n    hosts: ["dev.*", "*.dev.*", "*-dev.*"]\n    chat: { assistant: true, liveAgent: false }', replace: '  - name: Dev\n    hosts: ["dev.*", "*.dev.*", "*-dev.*"]\n    chat: { assistant: true, liveAgent: ture }', code: 'schema', suggests: 'write true' },
  { name: 'a yes/no in quotes', file: 'cascades.yaml', find: 'fromEmpty: true', replace: 'fromEmpty: "true"', code: 'schema', suggests: 'write true' },
  { name: 'saveSession: yes', file: 'pages/quote.yaml', find: '    saveSession: true', replace: '    saveSession: yes', code: 'schema', suggests: 'write true' },
  { name: 'a call param deleted, emptying params:', file: 'pages/vehicle-damage.yaml', find: '  - call: parts.damageOptions\n    params:\n      carId: { from: order.vehicle.carId }\n', replace: '  - call: parts.damageOptions\n    params:\n', code: 'schema', line: 25, suggests: 'parts.damageOptions needs carId' },
  { name: 'a path written as a literal param', file: 'pages/service-zip.yaml', find: '      zip: { from: form.zipCode }\n      damageKind', replace: '      zip: form.zipCode\n      damageKind', code: 'literal-visitor-param', suggests: '{ from: form.zipCode }' },
  { name: 'a form field name for the state path it is kept at', file: 'cascades.yaml', find: 'watch: [order.serviceLocation.zipCode]', replace: 'watch: [zipCode]', code: 'unknown-state-path', suggests: '"order.serviceLocation.zipCode"' },
  { name: 'a form field renamed, its binding not', file: 'pages/mobile-details.yaml', find: '      techNotes: { type: string', replace: '      technicianNotes: { type: string', code: 'fields-or-renderer', suggests: '"techNotes"' },
  { name: 'a rule that always holds: the rules after it never apply', file: 'pages/quote.yaml', find: '      when: { truthy: order.payment.isInsurance }\n      note: Forward with insurance.', replace: '      when: { any: [{ truthy: order.payment.isInsurance }, { falsy: order.payment.isInsurance }] }\n      note: Forward with insurance.', code: 'constant-condition' },
  // The rules the first corpus had no row for, and a page sent to itself (held-out red team).
  { name: "a prerequisite line copied and not edited", file: 'pages/quote.yaml', find: '    - truthy: order.vehicle.year\n', replace: '    - truthy: order.vehicle.year\n    - truthy: order.vehicle.year\n', code: 'duplicate-rule', line: 12, suggests: 'same as part 1' },
  { name: 'a rule copied with its condition: the copy never applies', file: 'pages/schedule.yaml', find: '      note: Mobile service forward.\n    - to: customer-details\n', replace: '      note: Mobile service forward.\n    - to: customer-details\n      when: { eq: [order.serviceLocation.appointmentType, Mobile] }\n', code: 'duplicate-rule', line: 329 },
  { name: 'the catch-all rule moved to the top', file: 'pages/estimate.yaml', find: '  forward:\n    - to: vin-lookup', replace: '  forward:\n    - to: service-zip\n      note: No VIN.\n    - to: vin-lookup', code: 'unreachable-rule', line: 53 },
  { name: 'the only rule to a page deleted: that page is unreachable', file: 'pages/estimate.yaml', find: '    - to: address-lookup\n      when: { eq: [user.pageData.estimate.vinSelection, homeAddress] }\n      note: Home address.\n', replace: '', code: 'unreachable-page', reportedIn: 'pages/address-lookup.yaml', line: 4 },
  { name: 'a scenario declared twice', file: 'pages/customer-details.yaml', find: '  forward:\n    to: payment-method\n', replace: '  forward:\n    to: payment-method\n  forward:\n    to: confirmation\n', code: 'duplicate-scenario' },
  { name: 'a binding listed twice', file: 'pages/customer-details.yaml', find: '    lastName: order.customer.lastName\n', replace: '    lastName: order.customer.lastName\n    lastName: order.customer.lastName\n', code: 'duplicate-key' },
  { name: 'a step whose value was deleted', file: 'pages/schedule.yaml', find: '      - into: user.pageData.schedule.alertReasons\n        value: { from: local.alertReasons, as: list }\n', replace: '      - into: user.pageData.schedule.alertReasons\n', code: 'binding-shape', line: 217 },
  { name: 'a cascade resetting what it watches', file: 'cascades.yaml', find: '      - order.damage.capabilityQuestionAnswers\n\n  - id: capability', replace: '      - order.damage.capabilityQuestionAnswers\n      - order.damage.moldingQuestionAnswers\n\n  - id: capability', code: 'cascade-cycle', line: 49 },
  { name: "the catch-all rule sent to the page it is on", file: 'pages/estimate.yaml', find: '    - to: service-zip\n      note: No VIN.', replace: '    - to: estimate\n      note: No VIN.', code: 'navigation-loop', suggests: null },
  { name: 'a yes/no in words where a step sets a boolean', file: 'pages/payment-method.yaml', find: 'set: { order.payment.isInsurance: true }', replace: 'set: { order.payment.isInsurance: yes }', code: 'closed-set-value', suggests: 'did you mean true?' },
  { name: 'a submit reading a form field the form does not have', file: 'pages/insurance-company.yaml', find: 'ParentAccountNumber: { from: form.parentAccountNumber }', replace: 'ParentAccountNumber: { from: form.parentAccount }', code: 'unknown-state-path', suggests: '"parentAccountNumber"' },
  { name: 'a sequence step overwritten by a copy of another', file: 'sequences.yaml', find: '      - page: capability-questions', replace: '      - page: molding-questions', code: 'duplicate-id' },
  { name: 'a constant read as an experiment setting', file: 'pages/schedule.yaml', find: 'resultCount: { from: constants.providerSearchResults }', replace: 'resultCount: { from: settings.providerSearchResults }', code: 'unknown-setting', suggests: '"constants.providerSearchResults"' },
  { name: 'a base path without its slashes', file: 'funnel.yaml', find: 'basePath: /fmg/', replace: 'basePath: fmg', code: 'schema', suggests: 'write /fmg/' },
  { name: 'a journey expecting a misspelt page', file: 'journeys/cash-windshield.yaml', find: '  - expect: { page: vehicle-damage }', replace: '  - expect: { page: vehicle-damag }', code: 'journey-step', suggests: '"vehicle-damage"' },
  { name: 'a journey submitting a misspelt page', file: 'journeys/mobile-card.yaml', find: '  - submit:\n      page: mobile-details\n      answers: &home', replace: '  - submit:\n      page: mobile-detail\n      answers: &home', code: 'journey-step', suggests: '"mobile-details"' },
  { name: 'a journey answering a misspelt field', file: 'journeys/insurance-or-cash.yaml', find: '{ vinSelection: none }', replace: '{ vinselection: none }', code: 'journey-step', suggests: '"vinSelection"' },
  { name: 'a journey running a misspelt action', file: 'journeys/insurance-or-cash.yaml', find: 'action: loadTimeSlots', replace: 'action: loadTimeslots', code: 'journey-step', suggests: '"loadTimeSlots"' },
  { name: 'a journey pressing a scenario in another case', file: 'journeys/cash-windshield.yaml', find: 'scenario: changeLocation', replace: 'scenario: changelocation', code: 'journey-step', suggests: '"changeLocation"' },
  { name: 'a journey expecting a misspelt state path', file: 'journeys/cash-windshield.yaml', find: 'state: { order.vehicle.model: Avalon }', replace: 'state: { order.vehicle.modle: Avalon }', code: 'journey-step', suggests: '"order.vehicle.model"' },
  { name: 'a journey step key misspelt', file: 'journeys/insurance-or-cash.yaml', find: '  - expect: { page: insurance-company }', replace: '  - expct: { page: insurance-company }', code: 'schema', suggests: '"expect"' },
  { name: "a journey's action input abbreviated", file: 'journeys/mobile-card.yaml', find: "input: { appointmentType: Mobile, providerNumber: '004101'", replace: "input: { appointmentType: Mobile, providerNo: '004101'", code: 'journey-step', suggests: '"providerNumber"' },
  { name: "a journey's answer in another case than the choice", file: 'journeys/cash-windshield.yaml', find: 'answers: { paymentChoice: Later,', replace: 'answers: { paymentChoice: later,', code: 'journey-step', suggests: '"Later"' },
  // Red-team finds of 2026-11-28: each passed lint and broke a journey
  { name: "a payment return's result misspelt", file: 'pages/payment-pia-return.yaml', find: 'query: { piaResult: success }', replace: 'query: { piaResult: succes }', code: 'unknown-query-param', suggests: '"success"' },
  { name: 'the hosted payment address read from a misspelt path', file: 'pages/payment.yaml', find: 'external: { from: user.pageData.payment.hostedPaymentUrl }', replace: 'external: { from: user.pageData.payment.hostedPaymentURL }', code: 'unwritten-state-path', suggests: '"user.pageData.payment.hostedPaymentUrl"' },
  { name: "a promo link's code passed under another name", file: 'pages/quote.yaml', find: '      code: { from: query.promo }', replace: '      promo: { from: query.promo }', code: 'page-actions', suggests: '"code"' },
  { name: "a call's zip with its value deleted", file: 'pages/service-zip.yaml', find: 'zip: { from: form.zipCode }', replace: 'zip:', code: 'call-params' },
  { name: "a converter deleted: a yes/no sent where the call takes a choice", file: 'pages/service-zip.yaml', find: 'damageKind: { from: order.damage.isRepair, as: damageKind }', replace: 'damageKind: { from: order.damage.isRepair }', code: 'call-params' },
  { name: "a prerequisite of the schedule that cash visitors never meet", file: 'pages/schedule.yaml', find: '- ne: [order.payment.isInsurance, null]', replace: '- truthy: order.payment.isInsurance', code: 'rule-prerequisites', reportedIn: 'pages/quote.yaml', line: 341 },
  { name: "a page's data compared whole, its key dropped", file: 'sequences.yaml', find: 'eq: [user.pageData.estimate.vinSelection, manualVin]', replace: 'eq: [user.pageData.estimate, manualVin]', code: 'condition-type', suggests: 'user.pageData.estimate.vinSelection' },
  { name: "a key of a call's answer kept in a local, in another case", file: 'actions.yaml', find: 'order.cashPriceSubTotal: { from: local.priced.cashPriceSubTotal }', replace: 'order.cashPriceSubTotal: { from: local.priced.cashPriceSubtotal }', code: 'unknown-local', suggests: '"local.priced.cashPriceSubTotal"' },
  { name: 'a yes/no written as yes and no', file: 'pages/payment.yaml', find: '      then: true\n      else: false', replace: '      then: yes\n      else: no', code: 'closed-set-value', line: 44 },
  { name: 'a radio widget written as a list', file: 'pages/estimate.yaml', find: 'ui:widget: radio', replace: 'ui:widget: [radio]', code: 'form-schema', suggests: 'write radio' },
  { name: 'a host pattern with its port', file: 'funnel.yaml', find: 'hosts: [localhost, 127', replace: 'hosts: [localhost:8080, 127', code: 'environment-hosts', suggests: 'write "localhost"' },
  { name: "a journey's clock not in ISO form", file: 'journeys/cash-windshield.yaml', find: 'name: Cash windshield, in the shop, paid later\n', replace: 'name: Cash windshield, in the shop, paid later\nnow: 2026-12-01 09:00\n', code: 'schema', suggests: 'write 2026-12-01T09:00:00Z' },
];

describe('the mistake corpus (issue #11)', () => {
  const shipped = readShippedConfig();

  it('has at least 60 mistakes, and the shipped config and its journeys lint clean', () => {
    expect(mistakes.length).toBeGreaterThanOrEqual(60);
    expect(lintFiles(shipped)).toEqual([]);
  });

  it.each(mistakes.map((mistake) => [mistake.name, mistake] as const))('%s', (_name, mistake) => {
    const files = shipped.map((file) => ({ ...file }));
    const edited = files.find((file) => file.path === mistake.file)!;
    expect(edited.text.includes(mistake.find), `the corpus row's text is in ${mistake.file}`).toBe(true);
    const line = mistake.line ?? getEditedLine(edited.text, mistake.find, mistake.replace);
    edited.text = edited.text.replace(mistake.find, mistake.replace);
    const rows = lintFiles(files);
    const caught = rows.filter((row) => row.code === mistake.code && row.file === (mistake.reportedIn ?? mistake.file) && Number(row.at.split(':')[0]) === line);
    expect(caught, `${mistake.code} at ${mistake.reportedIn ?? mistake.file}:${line}; got ${JSON.stringify(rows)}`).not.toEqual([]);
    if (mistake.suggests === null) expect(caught[0]!.message).not.toContain('did you mean');
    else if (mistake.suggests !== undefined) expect(caught.some((row) => row.message.includes(mistake.suggests!)), JSON.stringify(caught)).toBe(true);
  });
});
