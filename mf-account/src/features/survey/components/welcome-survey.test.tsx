import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SURVEY_CATEGORIES, SURVEY_MESSAGES, SURVEY_SOURCES } from '@shop/contracts';
import { SURVEY_COMPLETED_STORAGE_KEY, tokenStore } from '@shop/storefront-sdk';
import { fakeApi, requestsTo, type Route } from '@shop/storefront-sdk/testing';
import { ToastHost } from '@shop/ui';
import { CUSTOMER_TOKEN, refused } from '../../../testing/accounts';
import WelcomeSurvey from './welcome-survey';

const saved = { status: 201, body: { success: true, message: SURVEY_MESSAGES.saved } };

function openSurvey(reply: Route = saved) {
  const api = fakeApi({ 'POST /api/analytics/survey': reply });
  const onCompleted = jest.fn();
  const onClose = jest.fn();
  render(
    <>
      <ToastHost />
      <WelcomeSurvey onCompleted={onCompleted} onClose={onClose} />
    </>,
  );
  return { api, onCompleted, onClose, dialog: screen.getByRole('dialog', { name: 'Welcome!' }) };
}

const pick = (name: string) => fireEvent.click(screen.getByLabelText(name));
const continueShopping = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Continue Shopping' }));

beforeEach(() => {
  localStorage.clear();
  tokenStore.set(CUSTOMER_TOKEN);
});
afterEach(() => act(() => tokenStore.clear()));

describe('welcome survey', () => {
  it('asks where the shopper heard of the shop and what interests them', () => {
    const { dialog } = openSurvey();
    expect(dialog.textContent).toContain('Help us personalize your shopping experience');
    expect(dialog.textContent).toContain('This helps us personalize your experience');
    const sources = within(dialog)
      .getAllByRole('radio')
      .map((r) => (r as HTMLInputElement).value);
    expect(sources).toEqual(SURVEY_SOURCES);
    const categories = within(dialog)
      .getAllByRole('checkbox')
      .map((c) => (c as HTMLInputElement).value);
    expect(categories).toEqual(SURVEY_CATEGORIES);
    expect(
      (within(dialog).getByLabelText('Who referred you? (optional)') as HTMLInputElement).maxLength,
    ).toBe(200);
  });

  it('sends nothing until a source and at least one product are chosen', () => {
    const { api, onCompleted } = openSurvey();
    continueShopping();
    expect(screen.getByText('Please select how you heard about us')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one product')).toBeInTheDocument();

    pick('Instagram');
    continueShopping();
    expect(screen.queryByText('Please select how you heard about us')).not.toBeInTheDocument();
    expect(screen.getByText('Please select at least one product')).toBeInTheDocument();

    pick('Wallets');
    pick('Wallets');
    continueShopping();
    expect(screen.getByText('Please select at least one product')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it('saves the answer with the bearer token, thanks the shopper and remembers it', async () => {
    let answer: (reply: typeof saved) => void = () => undefined;
    const { api, onCompleted } = openSurvey(() => new Promise((resolve) => (answer = resolve)));
    pick('Friend/Family');
    fireEvent.change(screen.getByLabelText('Who referred you? (optional)'), {
      target: { value: '  Marta  ' },
    });
    pick('Jackets');
    pick('Belts');
    continueShopping();

    const button = await screen.findByRole('button', { name: 'Saving...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await act(async () => answer(saved));

    expect(await screen.findByText('Thank you for completing the survey!')).toBeInTheDocument();
    expect(localStorage.getItem(SURVEY_COMPLETED_STORAGE_KEY)).toBe('true');
    expect(onCompleted).toHaveBeenCalledTimes(1);
    const [request] = requestsTo(api, 'POST /api/analytics/survey');
    expect(request.headers.Authorization).toBe(`Bearer ${CUSTOMER_TOKEN}`);
    expect(request.body).toEqual({
      source: 'Friend/Family',
      referrer: 'Marta',
      categories: ['Jackets', 'Belts'],
    });
  });

  it('counts an answer given before as completed', async () => {
    const { onCompleted } = openSurvey(refused(409, SURVEY_MESSAGES.alreadyCompleted));
    pick('TikTok');
    pick('Bags');
    continueShopping();
    expect(await screen.findByText(SURVEY_MESSAGES.alreadyCompleted)).toBeInTheDocument();
    expect(onCompleted).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SURVEY_COMPLETED_STORAGE_KEY)).toBe('true');
  });

  it.each([
    ['the server refuses', refused(500, 'Analytics is resting'), 'Analytics is resting'],
    ['the answer has no message', { status: 502, body: '' }, 'Failed to save survey'],
    [
      'the server cannot be reached',
      'offline' as const,
      'Failed to save survey. Please try again.',
    ],
  ])('stays open when %s', async (_case, reply, message) => {
    const { onCompleted } = openSurvey(reply);
    pick('Other');
    pick('Accessories');
    continueShopping();
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(onCompleted).not.toHaveBeenCalled();
    expect(localStorage.getItem(SURVEY_COMPLETED_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue Shopping' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('only hides when closed, storing nothing', () => {
    const { api, onClose, onCompleted } = openSurvey();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onCompleted).not.toHaveBeenCalled();
    expect(api).not.toHaveBeenCalled();
    expect(localStorage.getItem(SURVEY_COMPLETED_STORAGE_KEY)).toBeNull();
  });
});
