import { act, screen, waitFor, within } from '@testing-library/react';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import AnalyticsScreen from '../features/analytics/components/analytics-screen';
import { dashboardRoutes } from './analytics-answers';
import { FakeEventSource } from './fake-event-source';
import { renderScreen, signInAsAdmin } from './render-screen';

export const REALTIME = [
  'active-users',
  'locations',
  'traffic-sources',
  'recent-registrations',
  'recent-logins',
  'summary',
].map((name) => `GET /api/realtime-analytics/${name}`);

export const queriesOf = (api: jest.Mock, route: string) =>
  requestsTo(api, route).map((request) => Object.fromEntries(request.query));
export const combinedQueries = (api: jest.Mock) => queriesOf(api, 'GET /api/analytics/combined');
export const realtimeLoads = (api: jest.Mock) => requestsTo(api, REALTIME[5]).length;

// A card's label is a span; a panel of the same name has a heading.
export const card = (label: string) => screen.getByText(label, { selector: 'span' }).closest('li')!;
export const tab = (name: string) => screen.getByRole('tab', { name });

export async function openDashboard(api = fakeApi(dashboardRoutes())) {
  renderScreen(<AnalyticsScreen />);
  await settled();
  return api;
}

/** Waits for the figures and the real-time datasets to show. */
export async function settled() {
  await screen.findByText('Total Users');
  await waitFor(() => expect(within(card('Live right now')).getByText('3')).toBeInTheDocument());
}

/** Every test of the file with an admin signed in and a stand-in for the server's event stream. */
export function openEachTestSignedIn() {
  let uninstallEventSource: () => void;
  beforeEach(() => {
    signInAsAdmin();
    uninstallEventSource = FakeEventSource.install();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => tokenStore.clear());
    uninstallEventSource();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
