import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { PageView } from '../../renderers/app/PageView';
import type { CompiledPage } from '../../engine/compile/FunnelModel';
import { useFunnelState } from '../../renderers/app/useFunnelState';
import { createTestModel, renderWithRuntime, testPage, type TestRuntimeOptions } from './createTestRuntime';
import { holdCalls } from './holdCalls';
import { loadPrecompiledValidator } from './loadPrecompiledValidator';

/** The page's validator as the browser gets it: precompiled. */
const validatorOf = (page: CompiledPage) => loadPrecompiledValidator(page.fields!.schema as RJSFSchema);

afterEach(cleanup);

/** A service-zip-like page (funnel-config/pages/service-zip.yaml) plus a contact field and a Back action. */
const serviceZip = testPage({
  id: 'service-zip',
  title: 'Where should we do the work?',
  fields: {
    schema: {
      type: 'object',
      required: ['zipCode'],
      properties: {
        zipCode: { type: 'string', title: 'Zip code', pattern: '^[0-9]{5}$' },
        notes: { type: 'string', title: 'Notes for the technician' },
      },
    },
    uiSchema: { zipCode: { 'ui:autocomplete': 'postal-code', 'ui:options': { inputMode: 'numeric' } }, notes: { 'ui:widget': 'textarea' } },
    bind: { zipCode: 'order.serviceLocation.zipCode', notes: 'user.pageData.service-zip.notes' },
  },
  buttons: [{ scenario: 'back', label: 'Back' }],
  navigation: { forward: [{ to: 'next' }], back: [{ to: 'next', query: { from: 'back' } }] },
});

describe('PageView (generic form renderer)', () => {
  it('labels every field with a visible <label for>', async () => {
    await renderWithRuntime(createTestModel([serviceZip]), <PageView pageId="service-zip" validator={validatorOf(serviceZip)} />);
    const zip = screen.getByLabelText('Zip code');
    expect(zip.tagName).toBe('INPUT');
    expect(zip.getAttribute('inputmode')).toBe('numeric');
    expect(zip.getAttribute('autocomplete')).toBe('postal-code');
    expect(screen.getByLabelText('Notes for the technician').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('names the field in its error, marks it invalid, focuses it and keeps the typed value (SPEC §5)', async () => {
    await renderWithRuntime(createTestModel([serviceZip]), <PageView pageId="service-zip" validator={validatorOf(serviceZip)} />);
    const zip = screen.getByLabelText('Zip code') as HTMLInputElement;
    fireEvent.change(zip, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(zip.getAttribute('aria-invalid')).toBe('true'));
    const errorId = zip.getAttribute('aria-describedby');
    expect(errorId).toBeTruthy();
    expect(document.getElementById(errorId!)?.textContent).toContain('Enter a valid Zip code');
    await waitFor(() => expect(document.activeElement).toBe(zip));
    expect(zip.value).toBe('123');
    expect(screen.getByRole('status').textContent).toContain('Enter a valid Zip code');
  });

  it('says a missing answer is required, by name', async () => {
    await renderWithRuntime(createTestModel([serviceZip]), <PageView pageId="service-zip" validator={validatorOf(serviceZip)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getAllByText('Zip code is required').length).toBeGreaterThan(0));
  });

  it('submits a valid answer to the runtime and navigates to the next page', async () => {
    const { runtime, router } = await renderWithRuntime(createTestModel([serviceZip]), <PageView pageId="service-zip" validator={validatorOf(serviceZip)} />);
    fireEvent.change(screen.getByLabelText('Zip code'), { target: { value: '02139' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/next'));
    expect(runtime.getState().order.serviceLocation.zipCode).toBe('02139');
  });

  it('fills the form from the state when coming back', async () => {
    await renderWithRuntime(createTestModel([serviceZip]), <PageView pageId="service-zip" validator={validatorOf(serviceZip)} />, {
      state: (state) => {
        state.order.serviceLocation.zipCode = '60601';
      },
    });
    expect((screen.getByLabelText('Zip code') as HTMLInputElement).value).toBe('60601');
  });

  it('runs an action without validating when it does not ask to (Back)', async () => {
    const { router } = await renderWithRuntime(createTestModel([serviceZip]), <PageView pageId="service-zip" validator={validatorOf(serviceZip)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/next'));
    expect(router.state.location.search).toBe('?from=back');
  });

  it("lists the form check's problems in the order the fields are drawn, the first being the field focused", async () => {
    const contact = testPage({
      id: 'contact',
      title: 'Contact',
      fields: {
        schema: {
          type: 'object',
          // The validator reports these in this order (a rule's required last), not the page's.
          required: ['lastName'],
          properties: { firstName: { type: 'string', title: 'First name' }, lastName: { type: 'string', title: 'Last name' }, emailAddress: { type: 'string', title: 'Email' } },
          allOf: [{ required: ['emailAddress'] }, { required: ['firstName'] }],
        },
        bind: { firstName: 'order.customer.firstName', lastName: 'order.customer.lastName', emailAddress: 'order.customer.emailAddress' },
      },
      navigation: { forward: [{ to: 'next' }] },
    });
    await renderWithRuntime(createTestModel([contact]), <PageView pageId="contact" validator={validatorOf(contact)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByText('There are 3 problems on this page:')).toBeTruthy());
    const listed = [...screen.getByRole('status').querySelectorAll('li')].map((item) => item.textContent);
    expect(listed).toEqual([expect.stringMatching(/First name/), expect.stringMatching(/Last name/), expect.stringMatching(/Email/)]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/First name/)));
  });

  it('keeps what was typed and not sent through a reload of the tab; leaving the page drops it, and a draft the state has overtaken is not brought back', async () => {
    const model = createTestModel([serviceZip]);
    const render = (options?: TestRuntimeOptions) => renderWithRuntime(model, <PageView pageId="service-zip" validator={validatorOf(serviceZip)} />, options);
    await render();
    fireEvent.change(screen.getByLabelText('Zip code'), { target: { value: '021' } });
    fireEvent.change(screen.getByLabelText('Notes for the technician'), { target: { value: 'Blue car in the drive' } });
    // A reload ends the page without leaving it: the tab's session storage keeps what it held then.
    const kept = { ...window.sessionStorage };
    cleanup();
    expect(Object.keys(window.sessionStorage)).toEqual([]);
    Object.assign(window.sessionStorage, kept);
    await render();
    expect((screen.getByLabelText('Zip code') as HTMLInputElement).value).toBe('021');
    expect((screen.getByLabelText('Notes for the technician') as HTMLTextAreaElement).value).toBe('Blue car in the drive');
    // The same draft over answers that changed since (a submit, another tab): the state's answers are shown.
    cleanup();
    Object.assign(window.sessionStorage, kept);
    await render({ state: (state) => void (state.order.serviceLocation.zipCode = '85016') });
    expect((screen.getByLabelText('Zip code') as HTMLInputElement).value).toBe('85016');
    expect((screen.getByLabelText('Notes for the technician') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows a page-level alert and keeps the data when a submit call fails (SPEC §8)', async () => {
    const page = testPage({ ...serviceZip, submit: [{ call: 'location.zip', params: { zip: { from: 'form.zipCode' } } }] });
    await renderWithRuntime(createTestModel([page]), <PageView pageId="service-zip" validator={validatorOf(page)} />);
    const zip = screen.getByLabelText('Zip code') as HTMLInputElement;
    fireEvent.change(zip, { target: { value: '02139' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/try again/));
    expect(zip.value).toBe('02139');
    // The alert takes the focus, which brings it into view: on a phone the button is often a screen below it.
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    // Pressed again and failing again: the focus comes back to the alert.
    zip.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
  });
});

describe('PageView while its submit runs (issue #12: the page being left is not drawn again)', () => {
  /** What sits beside a page and reads the state (as the order summary does). */
  function Beside() {
    const state = useFunnelState(['order.serviceLocation.zipCode', 'order.customer.firstName']);
    return (
      <p data-testid="beside">
        zip {state.order.serviceLocation.zipCode ?? 'none'}, name {state.order.customer.firstName ?? 'none'}
      </p>
    );
  }
  const checked = testPage({
    ...serviceZip,
    submit: [
      {
        call: 'location.zip',
        params: { zip: { from: 'form.zipCode' } },
        into: 'user.pageData.service-zip.zipInfo',
        refuse: [{ when: { falsy: 'user.pageData.service-zip.zipInfo.isValid' }, field: 'zipCode', message: "We couldn't find the zip code {form.zipCode}." }],
      },
    ],
  });

  /** The page and what sits beside it; Continue clicked with `zipCode`, its call held. */
  async function submitHeld(zipCode: string, answers: TestRuntimeOptions['answers']) {
    const rendered = await renderWithRuntime(
      createTestModel([checked]),
      <>
        <PageView pageId="service-zip" validator={validatorOf(checked)} />
        <Beside />
      </>,
      { answers },
    );
    const hold = holdCalls(rendered.ports, 'location.zip');
    fireEvent.change(screen.getByLabelText('Zip code'), { target: { value: zipCode } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(hold.asked).toBe(true));
    // The submit has bound the answer into the state; what is drawn is the state of the click.
    expect(rendered.runtime.getState().order.serviceLocation.zipCode).toBe(zipCode);
    expect(screen.getByTestId('beside').textContent).toBe('zip none, name none');
    return { ...rendered, hold };
  }

  it('draws the state of the click while its calls run; after a refusal, the message at the field and a live view', async () => {
    const { runtime, hold } = await submitHeld('99999', { 'location.zip': { isValid: false } });
    hold.release();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain("We couldn't find the zip code 99999."));
    // The refused submit's bindings are undone (the runtime's state), the typed value stays at its field.
    const zip = screen.getByLabelText('Zip code') as HTMLInputElement;
    expect(zip.value).toBe('99999');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('beside').textContent).toBe('zip none, name none');
    // The view is not held any longer: a change of the state shows at once.
    act(() => runtime.update((draft) => void (draft.order.customer.firstName = 'Ada')));
    expect(screen.getByTestId('beside').textContent).toBe('zip none, name Ada');
  });

  it('after a failed call: the alert, and a live view', async () => {
    const { runtime, hold } = await submitHeld('02139', {});
    hold.release();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/try again/));
    act(() => runtime.update((draft) => void (draft.order.customer.firstName = 'Ada')));
    expect(screen.getByTestId('beside').textContent).toBe('zip none, name Ada');
  });
});

describe('PageView radio groups', () => {
  const damage = testPage({
    id: 'vehicle-damage',
    fields: {
      schema: {
        type: 'object',
        required: ['isRepair'],
        properties: {
          isRepair: {
            type: 'boolean',
            title: 'What do you need?',
            oneOf: [
              { const: false, title: 'Replace glass' },
              { const: true, title: 'Repair a windshield chip' },
            ],
          },
        },
      },
      uiSchema: { isRepair: { 'ui:widget': 'radio' } },
      bind: { isRepair: 'order.damage.isRepair' },
    },
    navigation: { forward: [{ to: 'next' }] },
  });

  it('draws a oneOf boolean as a fieldset with a legend, with nothing chosen for the user', async () => {
    const { runtime, router } = await renderWithRuntime(createTestModel([damage]), <PageView pageId="vehicle-damage" validator={validatorOf(damage)} />);
    const group = screen.getByRole('group', { name: 'What do you need?' });
    expect(group.tagName).toBe('FIELDSET');
    const replace = screen.getByRole('radio', { name: 'Replace glass' }) as HTMLInputElement;
    const repair = screen.getByRole('radio', { name: 'Repair a windshield chip' }) as HTMLInputElement;
    expect(replace.checked || repair.checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(replace.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Choose an answer for “What do you need?”').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement).toBe(replace));

    fireEvent.click(repair);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/next'));
    expect(runtime.getState().order.damage.isRepair).toBe(true);
  });

  it('reads radio choices from the state with ui:options.optionsFrom', async () => {
    const vehicles = testPage({
      id: 'address-vehicles',
      fields: {
        schema: { type: 'object', required: ['vin'], properties: { vin: { type: 'string', title: 'Your vehicle' } } },
        uiSchema: {
          vin: {
            'ui:widget': 'radio',
            'ui:options': { optionsFrom: { path: 'user.pageData.address-lookup.vehicles', value: 'vin', label: ['year', 'make', 'model'] } },
          },
        },
        bind: { vin: 'order.vehicle.vin' },
      },
      navigation: { forward: [{ to: 'next' }] },
    });
    const { runtime, router } = await renderWithRuntime(createTestModel([vehicles]), <PageView pageId="address-vehicles" validator={validatorOf(vehicles)} />, {
      state: (state) => {
        state.user.pageData['address-lookup'] = {
          vehicles: [
            { vin: 'VIN1', year: 2019, make: 'Honda', model: 'Civic' },
            { vin: 'VIN2', year: 2021, make: 'Ford', model: 'F-150' },
          ],
        };
      },
    });
    fireEvent.click(screen.getByRole('radio', { name: '2021 Ford F-150' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/next'));
    expect(runtime.getState().order.vehicle.vin).toBe('VIN2');
  });
});
