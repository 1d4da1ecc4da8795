import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import { dashboardRoutes } from '../../../testing/analytics-answers';
import {
  card,
  combinedQueries,
  openDashboard,
  openEachTestSignedIn,
  queriesOf,
  REALTIME,
  realtimeLoads,
  settled,
  tab,
} from '../../../testing/analytics-dashboard';
import { FakeEventSource } from '../../../testing/fake-event-source';
import { ADMIN_TOKEN, renderScreen } from '../../../testing/render-screen';
import AnalyticsScreen from './analytics-screen';

describe('Analytics Dashboard', () => {
  openEachTestSignedIn();

  it('loads the last 30 days, the period before, and the six real-time datasets for 7 days', async () => {
    const api = fakeApi(dashboardRoutes());
    renderScreen(<AnalyticsScreen />);
    expect(screen.getByRole('heading', { name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Loading analytics...')).toBeInTheDocument();
    await settled();

    expect(combinedQueries(api)).toEqual([
      { startDate: '30daysAgo', endDate: 'today' },
      { startDate: '61daysAgo', endDate: '31daysAgo' },
    ]);
    for (const route of REALTIME) expect(requestsTo(api, route)).toHaveLength(1);
    expect(queriesOf(api, REALTIME[0])).toEqual([{ timeRange: '7d' }]);
    expect(queriesOf(api, REALTIME[3])).toEqual([{ limit: '20' }]);
    expect(requestsTo(api, REALTIME[5])[0].headers.Authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('shows the live and headline figures, each historical one against the period before', async () => {
    await openDashboard();
    expect(
      within(card('Live right now')).getByText('Updates every 30 seconds'),
    ).toBeInTheDocument();
    expect(within(card('Active Users')).getByText('42')).toBeInTheDocument();
    expect(within(card('Active Users')).getByText('Last 7 Days')).toBeInTheDocument();

    expect(within(card('Total Users')).getByText('50')).toBeInTheDocument();
    expect(within(card('Total Users')).getByText('+25%')).toBeInTheDocument();
    expect(card('Total Users').textContent).toContain('vs previous 30 days');
    expect(within(card("Today's Registrations")).getByText('2')).toBeInTheDocument();
    expect(within(card("Today's Registrations")).getByText('Live')).toBeInTheDocument();
    expect(within(card('Orders Placed')).getByText('8')).toBeInTheDocument();
    await within(card('Orders Placed')).findByText('-20%');
    expect(within(card('Total Revenue')).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(card('Total Revenue')).getByText('0%')).toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Live users: 3');
    expect(footer.textContent).toContain('Active users: 42');
    expect(footer.textContent).toContain("Today's registrations: 2");
    expect(footer.textContent).toContain("Today's logins: 7");
    expect(footer.textContent).toMatch(/Last updated: \d{1,2}:\d{2}:\d{2} [AP]M/);

    const places = screen.getByRole('region', { name: 'Top Locations' });
    const rows = within(places)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'PakistanLahore12 users',
      'United StatesAustin7 users',
      'PakistanKarachi5 users',
    ]);
  });

  it('sends a page_view activity on opening and on each tab change', async () => {
    // What earlier screens left in the batch leaves first.
    window.dispatchEvent(new Event('pagehide'));
    const api = await openDashboard();
    fireEvent.click(tab('live'));
    fireEvent.click(tab('registrations'));
    act(() => window.dispatchEvent(new Event('pagehide')));

    const items = requestsTo(api, 'POST /api/realtime-analytics/track').flatMap(
      (request) => request.body as Array<{ activityType?: string; metadata?: object }>,
    );
    expect(
      items.filter((item) => item.activityType === 'page_view').map((item) => item.metadata),
    ).toEqual(
      ['overview', 'live', 'registrations'].map((activeTab) =>
        expect.objectContaining({ page: '/admin/analytics', activeTab }),
      ),
    );
  });

  it('records a click on a stat card as a card_click activity, and does nothing else', async () => {
    window.dispatchEvent(new Event('pagehide'));
    const api = await openDashboard();
    const calls = api.mock.calls.length;
    fireEvent.click(card('Orders Placed'));
    fireEvent.click(within(card('Total Revenue')).getByText('$1,234.50'));
    act(() => window.dispatchEvent(new Event('pagehide')));

    // Nothing is asked of the API: the click is only recorded.
    const sent = api.mock.calls.slice(calls).map(([input]) => String(input));
    expect(sent.every((url) => url.endsWith('/api/realtime-analytics/track'))).toBe(true);
    const items = requestsTo(api, 'POST /api/realtime-analytics/track').flatMap(
      (request) => request.body as Array<{ activityType?: string; metadata?: object }>,
    );
    expect(
      items.filter((item) => item.activityType === 'card_click').map((item) => item.metadata),
    ).toEqual([
      expect.objectContaining({ page: '/admin/analytics', card: 'Orders Placed' }),
      expect.objectContaining({ page: '/admin/analytics', card: 'Total Revenue' }),
    ]);
  });

  it('offers the time ranges only on the live and registrations tabs, and reloads for a new one', async () => {
    const api = await openDashboard();
    expect(tab('overview').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('group', { name: 'Time range' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Search vs Social Traffic' })).toBeInTheDocument();

    fireEvent.click(tab('social'));
    expect(screen.queryByRole('group', { name: 'Time range' })).not.toBeInTheDocument();
    fireEvent.click(tab('registrations'));
    expect(screen.getByRole('group', { name: 'Time range' })).toBeInTheDocument();
    fireEvent.click(tab('live'));
    const ranges = screen.getByRole('group', { name: 'Time range' });
    expect(
      within(ranges)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Last 24 Hours', 'Last 3 Days', 'Last 7 Days', 'Last 30 Days']);
    expect(within(ranges).getByRole('button', { name: 'Last 7 Days' })).toHaveProperty(
      'ariaPressed',
      'true',
    );

    fireEvent.click(within(ranges).getByRole('button', { name: 'Last 24 Hours' }));
    await within(card('Active Users')).findByText('Last 24 Hours');
    await waitFor(() => expect(realtimeLoads(api)).toBe(2));
    for (const route of REALTIME.slice(0, 3)) {
      expect(queriesOf(api, route).at(-1)).toEqual({ timeRange: '24h' });
    }
  });

  it('asks for the chosen date range', async () => {
    const api = await openDashboard();
    fireEvent.change(screen.getByLabelText('Date range'), { target: { value: '7' } });
    await screen.findByText('Total Users');
    await waitFor(() =>
      expect(combinedQueries(api)).toContainEqual({ startDate: '7daysAgo', endDate: 'today' }),
    );
    expect(combinedQueries(api)).toContainEqual({ startDate: '15daysAgo', endDate: '8daysAgo' });
    expect(card('Total Users').textContent).toContain('vs previous 7 days');
  });

  it('reloads both data sets on Refresh', async () => {
    const api = await openDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(realtimeLoads(api)).toBe(2));
    expect(combinedQueries(api).filter((q) => q.endDate === 'today')).toHaveLength(2);
  });

  it('reloads the real-time datasets every 30 seconds', async () => {
    jest.useFakeTimers();
    const api = await openDashboard();
    await act(async () => {
      jest.advanceTimersByTime(29_000);
    });
    expect(realtimeLoads(api)).toBe(1);
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    expect(realtimeLoads(api)).toBe(2);
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    expect(realtimeLoads(api)).toBe(3);
    // The historical figures are not polled.
    expect(combinedQueries(api)).toHaveLength(2);
  });

  it('reloads the real-time data and the figures a moment after the server pushes an event', async () => {
    jest.useFakeTimers();
    const api = await openDashboard();
    const [stream] = FakeEventSource.opened;
    expect(stream.url).toBe('http://api.test/api/realtime-analytics/stream');
    expect(stream.token).toBe(ADMIN_TOKEN);

    act(() => {
      stream.push('analytics');
      stream.push('analytics');
    });
    await act(async () => {
      jest.advanceTimersByTime(900);
    });
    expect(realtimeLoads(api)).toBe(1);
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(realtimeLoads(api)).toBe(2);
    expect(combinedQueries(api).filter((q) => q.endDate === 'today')).toHaveLength(2);
  });
});
