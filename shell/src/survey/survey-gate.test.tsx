import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  SURVEY_COMPLETED_STORAGE_KEY,
  requestSurveyCheck,
  signOut,
  surveyCompletion,
  tokenStore,
  type WelcomeSurveyProps,
} from '@shop/storefront-sdk';
import { fakeApi, requestsTo, type Route } from '@shop/storefront-sdk/testing';
import { fakeRemotes } from '../testing/fake-remotes';
import { SurveyGate } from './survey-gate';
import { SURVEY_CHECK_AFTER_LOGIN_MS } from './use-survey-gate';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const STATUS = 'GET /api/analytics/survey/status';
const status = (surveyCompleted: boolean) => ({ body: { success: true, surveyCompleted } });

function StandInSurvey({ onCompleted, onClose }: WelcomeSurveyProps) {
  return (
    <div role="dialog" aria-label="Welcome!">
      <button
        onClick={() => {
          surveyCompletion.markDone();
          onCompleted();
        }}
      >
        Continue Shopping
      </button>
      <button onClick={onClose}>Close</button>
    </div>
  );
}

function startShop(reply: Route = status(false)) {
  const api = fakeApi({ [STATUS]: reply });
  const remotes = fakeRemotes({ 'mf_account/WelcomeSurvey': StandInSurvey });
  render(<SurveyGate />);
  return { api, remotes, statusCalls: () => requestsTo(api, STATUS).length };
}

const survey = () => screen.queryByRole('dialog', { name: 'Welcome!' });
const settle = () => act(async () => undefined);

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => tokenStore.clear());
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('survey gate', () => {
  it('asks nothing of a visitor without a token, and loads no survey code', async () => {
    const { statusCalls, remotes } = startShop();
    await settle();
    expect(statusCalls()).toBe(0);
    expect(remotes.loaded()).toEqual([]);
    expect(survey()).not.toBeInTheDocument();
  });

  it("asks nothing once this browser's shopper has answered", async () => {
    tokenStore.set('jwt');
    localStorage.setItem(SURVEY_COMPLETED_STORAGE_KEY, 'true');
    const { statusCalls } = startShop();
    await settle();
    expect(statusCalls()).toBe(0);
    expect(survey()).not.toBeInTheDocument();
  });

  it('remembers an answer the server already has, without showing the survey', async () => {
    tokenStore.set('jwt');
    const { api, remotes } = startShop(status(true));
    await settle();
    expect(requestsTo(api, STATUS)[0].headers.Authorization).toBe('Bearer jwt');
    expect(localStorage.getItem(SURVEY_COMPLETED_STORAGE_KEY)).toBe('true');
    expect(survey()).not.toBeInTheDocument();
    expect(remotes.loaded()).toEqual([]);
  });

  it("shows mf-account's survey to a shopper who has not answered, once", async () => {
    tokenStore.set('jwt');
    const { remotes, statusCalls } = startShop(status(false));
    expect(await screen.findByRole('dialog', { name: 'Welcome!' })).toBeInTheDocument();
    expect(remotes.loaded()).toEqual(['mf_account/WelcomeSurvey']);
    expect(statusCalls()).toBe(1);
  });

  it('hides the survey once answered, and asks no more', async () => {
    tokenStore.set('jwt');
    const { statusCalls } = startShop(status(false));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue Shopping' }));
    expect(survey()).not.toBeInTheDocument();
    act(() => requestSurveyCheck());
    await settle();
    expect(statusCalls()).toBe(1);
  });

  it('only hides the survey when closed: the next check asks again', async () => {
    tokenStore.set('jwt');
    const { statusCalls } = startShop(status(false));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(survey()).not.toBeInTheDocument();
    expect(localStorage.getItem(SURVEY_COMPLETED_STORAGE_KEY)).toBeNull();

    act(() => requestSurveyCheck());
    expect(await screen.findByRole('dialog', { name: 'Welcome!' })).toBeInTheDocument();
    expect(statusCalls()).toBe(2);
  });

  it('only logs a failed check', async () => {
    tokenStore.set('jwt');
    startShop({ status: 503, body: { success: false, message: 'Analytics is unavailable' } });
    await settle();
    expect(console.error).toHaveBeenCalledWith(
      '[shop] survey status check failed',
      expect.anything(),
    );
    expect(survey()).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks 500 ms after a login', async () => {
    jest.useFakeTimers();
    const { statusCalls } = startShop(status(false));
    await settle();
    expect(statusCalls()).toBe(0);

    act(() => tokenStore.set('fresh-jwt'));
    act(() => jest.advanceTimersByTime(SURVEY_CHECK_AFTER_LOGIN_MS - 1));
    expect(statusCalls()).toBe(0);
    await act(async () => jest.advanceTimersByTime(1));
    expect(statusCalls()).toBe(1);
    await act(async () => jest.runOnlyPendingTimersAsync());
    expect(survey()).toBeInTheDocument();
  });

  it('hides the survey when the shopper signs out', async () => {
    tokenStore.set('jwt');
    startShop(status(false));
    expect(await screen.findByRole('dialog', { name: 'Welcome!' })).toBeInTheDocument();
    act(() => signOut());
    expect(survey()).not.toBeInTheDocument();
  });
});
