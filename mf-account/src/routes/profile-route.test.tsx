import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEASUREMENT_MESSAGES, type MeasurementRecord } from '@shop/contracts';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, requestsTo, type Route } from '@shop/storefront-sdk/testing';
import { CUSTOMER_TOKEN, invalidForm, refused } from '../testing/accounts';
import { renderRoute } from '../testing/render-route';

const saved: MeasurementRecord = {
  _id: 'm-1',
  userId: '6f1c2b4e-8a2d-4c1e-9b7a-3d5e6f708192',
  chest: 98,
  height: 180,
  weight: 76,
  unit: 'cm',
  category: 'Men',
  subcategory: 'Suits',
  notes: 'Slim fit',
  madeToMeasure: true,
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt: '2026-02-01T09:00:00.000Z',
};

const none = refused(404, MEASUREMENT_MESSAGES.notFound);
const found = { body: { success: true, message: MEASUREMENT_MESSAGES.found, data: saved } };

function serve(routes: Record<string, Route>) {
  return fakeApi({ 'GET /api/measurements': none, ...routes });
}

const box = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const hintOf = (name: string) =>
  document.getElementById(box(name).getAttribute('aria-describedby') ?? '')?.textContent;
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openProfile() {
  renderRoute('/profile');
  return screen.findByRole('form', { name: 'My Measurements' });
}

beforeEach(() => {
  localStorage.clear();
  tokenStore.set(CUSTOMER_TOKEN);
});
afterEach(() => act(() => tokenStore.clear()));

describe('/profile', () => {
  it('asks a signed-out visitor to log in', () => {
    tokenStore.clear();
    const api = serve({});
    renderRoute('/profile');
    expect(screen.getByRole('heading', { name: 'Please login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Now' }).getAttribute('href')).toBe('/login');
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the customer's name and e-mail from the login token", async () => {
    serve({});
    await openProfile();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('saves the first measurements with POST and offers Update afterwards', async () => {
    const api = serve({
      'POST /api/measurements': () => ({
        status: 201,
        body: { success: true, message: MEASUREMENT_MESSAGES.saved, data: saved },
      }),
    });
    await openProfile();
    expect(screen.getByText('No measurements saved yet.')).toBeInTheDocument();
    expect(hintOf('Chest')).toBe('40–200 cm');
    choose('Unit', 'in');
    expect(hintOf('Chest')).toBe('15–79 in');
    expect(hintOf('Weight')).toBe('10–300 kg');
    choose('Unit', 'cm');

    choose('Category', 'Men');
    type('Chest', '98');
    type('Weight', '76');
    fireEvent.click(screen.getByRole('button', { name: 'Save Measurements' }));

    expect(await screen.findByText('Measurements saved successfully!')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/measurements')[0]).toMatchObject({
      headers: { token: CUSTOMER_TOKEN },
      body: { unit: 'cm', category: 'Men', chest: 98, weight: 76, madeToMeasure: false },
    });
    expect(await screen.findByRole('button', { name: 'Update Measurements' })).toBeInTheDocument();
    expect(requestsTo(api, 'PUT /api/measurements')).toHaveLength(0);
  });

  it('updates a saved record with PUT', async () => {
    const api = serve({
      'GET /api/measurements': found,
      'PUT /api/measurements': (_params, request) => ({
        body: {
          success: true,
          message: MEASUREMENT_MESSAGES.updated,
          data: { ...saved, ...(request.body as object), updatedAt: '2026-03-01T09:00:00.000Z' },
        },
      }),
    });
    await openProfile();
    expect(box('Chest').value).toBe('98');
    expect((screen.getByLabelText('Subcategory') as HTMLSelectElement).value).toBe('Suits');

    type('Chest', '101');
    fireEvent.click(screen.getByRole('button', { name: 'Update Measurements' }));

    expect(await screen.findByText('Measurements updated successfully!')).toBeInTheDocument();
    expect(requestsTo(api, 'PUT /api/measurements')[0].body).toMatchObject({
      chest: 101,
      height: 180,
      subcategory: 'Suits',
      notes: 'Slim fit',
      madeToMeasure: true,
    });
    expect(requestsTo(api, 'POST /api/measurements')).toHaveLength(0);
    await waitFor(() => expect(box('Chest').value).toBe('101'));
  });

  it('updates instead when the server says a record already exists', async () => {
    const api = serve({
      'POST /api/measurements': refused(409, MEASUREMENT_MESSAGES.alreadyExists),
      'PUT /api/measurements': {
        body: { success: true, message: MEASUREMENT_MESSAGES.updated, data: saved },
      },
    });
    await openProfile();
    choose('Category', 'Men');
    type('Chest', '98');
    fireEvent.click(screen.getByRole('button', { name: 'Save Measurements' }));

    expect(await screen.findByText('Measurements updated successfully!')).toBeInTheDocument();
    expect(requestsTo(api, 'PUT /api/measurements')).toHaveLength(1);
  });

  it('deletes the record after confirmation', async () => {
    const api = serve({
      'GET /api/measurements': found,
      'DELETE /api/measurements': {
        body: { success: true, message: MEASUREMENT_MESSAGES.deleted },
      },
    });
    await openProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Measurements' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Measurements' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(api, 'DELETE /api/measurements')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Measurements' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Measurements' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    expect(await screen.findByText('Measurements deleted successfully!')).toBeInTheDocument();
    expect(requestsTo(api, 'DELETE /api/measurements')[0].headers.token).toBe(CUSTOMER_TOKEN);
    expect(await screen.findByRole('button', { name: 'Save Measurements' })).toBeInTheDocument();
    expect(box('Chest').value).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows each field's message from the server beside it", async () => {
    serve({
      'POST /api/measurements': invalidForm([
        { field: 'chest', message: 'Chest must be between 40 and 200 cm' },
        { field: 'category', message: 'Category must be Men, Women or Kids' },
      ]),
    });
    await openProfile();
    choose('Category', 'Kids');
    type('Chest', '98');
    fireEvent.click(screen.getByRole('button', { name: 'Save Measurements' }));

    await waitFor(() => expect(hintOf('Chest')).toBe('Chest must be between 40 and 200 cm'));
    expect(hintOf('Category')).toBe('Category must be Men, Women or Kids');
    expect(box('Chest').getAttribute('aria-invalid')).toBe('true');
    // The first refused field, in the form's order, takes focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Category'));
  });

  it('checks the rules beside each field before sending, the first broken one focused', async () => {
    const api = serve({});
    await openProfile();
    type('Chest', '980');
    fireEvent.click(screen.getByRole('button', { name: 'Save Measurements' }));

    await waitFor(() => expect(hintOf('Category')).toBe('Category must be Men, Women or Kids'));
    expect(document.activeElement).toBe(screen.getByLabelText('Category'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Category must be Men, Women or Kids',
    );

    choose('Category', 'Men');
    fireEvent.click(screen.getByRole('button', { name: 'Save Measurements' }));
    await waitFor(() => expect(hintOf('Chest')).toBe('Chest must be between 40 and 200 cm'));
    expect(box('Chest').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box('Chest'));
    expect(requestsTo(api, 'POST /api/measurements')).toHaveLength(0);
  });

  it('asks for at least one measurement before sending', async () => {
    const api = serve({});
    await openProfile();
    choose('Category', 'Women');
    fireEvent.click(screen.getByRole('button', { name: 'Save Measurements' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MEASUREMENT_MESSAGES.atLeastOne);
    expect(requestsTo(api, 'POST /api/measurements')).toHaveLength(0);
  });

  it('says when the server cannot be reached', async () => {
    serve({ 'POST /api/measurements': 'offline' });
    await openProfile();
    choose('Category', 'Women');
    type('Hips', '96');
    fireEvent.click(screen.getByRole('button', { name: 'Save Measurements' }));
    expect(await screen.findByText('Unable to connect to server')).toBeInTheDocument();
  });

  it("falls back to 'Server error occurred' for a failure without a message", async () => {
    serve({ 'GET /api/measurements': { status: 500, body: '' } });
    renderRoute('/profile');
    expect((await screen.findByRole('alert')).textContent).toContain('Server error occurred');
  });

  it('shows the visitor signed out once the server refuses an expired session', async () => {
    serve({ 'GET /api/measurements': refused(401, 'Not authorized. Please login again.') });
    renderRoute('/profile');
    expect(await screen.findByRole('heading', { name: 'Please login' })).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
  });
});
