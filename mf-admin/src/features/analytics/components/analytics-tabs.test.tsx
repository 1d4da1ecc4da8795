import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { combinedAnswerSchema } from '@shop/contracts';
import { fakeApi } from '@shop/storefront-sdk/testing';
import {
  card,
  openDashboard,
  openEachTestSignedIn,
  REALTIME,
  realtimeLoads,
  tab,
} from '../../../testing/analytics-dashboard';
import { combinedAnswer } from '../../../testing/analytics-answers';
import { renderScreen } from '../../../testing/render-screen';
import AnalyticsScreen from './analytics-screen';

describe('Analytics Dashboard tabs', () => {
  openEachTestSignedIn();

  it('lists the active users and places on the live tab', async () => {
    await openDashboard();
    fireEvent.click(tab('live'));
    const users = screen.getByRole('region', { name: 'Active Users' });
    const amna = within(users).getByText('amna@example.com').closest('li')!;
    expect(within(amna).getByText('5m ago')).toBeInTheDocument();
    expect(within(amna).getByText('Lahore, Pakistan')).toBeInTheDocument();
    expect(within(amna).getByText('instagram')).toBeInTheDocument();
    const ben = within(users).getByText('ben@example.com').closest('li')!;
    expect(within(ben).getByText('Just now')).toBeInTheDocument();
    expect(within(ben).getByText('Unknown')).toBeInTheDocument();
    expect(within(ben).getByText('direct')).toBeInTheDocument();

    const places = screen.getByRole('region', { name: 'User Locations' });
    expect(within(places).getByText('6 users')).toBeInTheDocument();
    expect(within(places).getByText('31 activities')).toBeInTheDocument();
  });

  it('lists the recent registrations and the traffic sources on the registrations tab', async () => {
    await openDashboard();
    fireEvent.click(tab('registrations'));
    const recent = screen.getByRole('region', { name: 'Recent Registrations' });
    const chloe = within(recent).getByText('chloe@example.com').closest('li')!;
    expect(chloe.textContent).toBe('chloe@example.com2h agofacebookCanadamobile');
    expect(within(recent).getByText('Showing recent 20 registrations')).toBeInTheDocument();

    const sources = screen.getByRole('region', { name: 'Traffic Sources' });
    const cells = within(sources)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['newsletter', 'email', 'campaign', '11', '4', '9']);
  });

  it('shows each social network and search engine on the social tab', async () => {
    await openDashboard();
    fireEvent.click(tab('social'));
    const social = screen.getByRole('region', { name: 'Social Media Traffic' });
    const names = within(social)
      .getAllByRole('listitem')
      .map((item) => item.ariaLabel);
    expect(names).toEqual(['instagram', 'facebook', 'tiktok', 'twitter', 'youtube', 'linkedin']);
    // Both of instagram's mediums.
    expect(within(social).getByRole('listitem', { name: 'instagram' }).textContent).toBe(
      'instagramUsers10Sessions13Orders2',
    );
    const search = screen.getByRole('region', { name: 'Search Engine Traffic' });
    expect(
      within(search)
        .getAllByRole('listitem')
        .map((item) => item.ariaLabel),
    ).toEqual(['google', 'bing', 'yahoo', 'duckduckgo']);
    expect(within(search).getByRole('listitem', { name: 'google' }).textContent).toBe(
      'googleUsers20Sessions30',
    );
  });

  it('shows the empty states when nothing is known, and a failed call only as empty', async () => {
    const noVisits = { totalUsers: 0, sessions: 0, pageViews: 0 };
    const api = fakeApi({
      'GET /api/analytics/combined': {
        body: combinedAnswerSchema.parse({
          success: true,
          data: {
            period: combinedAnswer.data.period,
            overview: { ...noVisits, previous: noVisits },
            conversions: { transactions: 0, revenue: 0, conversionRate: 0 },
            trafficSources: [],
            geographic: [],
          },
        }),
      },
      // The real-time calls all fail.
      ...Object.fromEntries(REALTIME.map((route) => [route, { status: 500, body: {} }])),
    });
    renderScreen(<AnalyticsScreen />);
    await screen.findByText('Total Users');
    await waitFor(() => expect(realtimeLoads(api)).toBe(1));
    expect(within(card('Total Users')).getByText('0')).toBeInTheDocument();
    expect(screen.getAllByText('No Traffic Data')).toHaveLength(2);
    expect(screen.getAllByText('No Location Data')).toHaveLength(2);

    fireEvent.click(tab('live'));
    expect(screen.getByText('No Active Users')).toBeInTheDocument();
    expect(screen.getAllByText('No Location Data')).toHaveLength(3);
    fireEvent.click(tab('registrations'));
    expect(screen.getByText('No Registrations Yet')).toBeInTheDocument();
    expect(screen.getByText('No Traffic Data')).toBeInTheDocument();
    fireEvent.click(tab('social'));
    expect(screen.getByText('No social media traffic yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      '[shop] real-time analytics call failed',
      expect.anything(),
    );
  });
});
