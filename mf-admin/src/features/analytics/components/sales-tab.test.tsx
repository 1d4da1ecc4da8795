import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { salesAnswerSchema } from '@shop/contracts';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import {
  card,
  openDashboard,
  openEachTestSignedIn,
  queriesOf,
  tab,
} from '../../../testing/analytics-dashboard';
import { dashboardRoutes, salesAnswer } from '../../../testing/analytics-answers';
import { REVENUE_RULE } from '../../shared/utils/revenue-rule';

const SALES = 'GET /api/analytics/sales';

describe('Analytics Dashboard sales tab', () => {
  openEachTestSignedIn();

  it('reads the sales only once the tab is opened, for the chosen date range', async () => {
    const api = await openDashboard();
    expect(requestsTo(api, SALES)).toHaveLength(0);
    fireEvent.click(tab('sales'));
    await screen.findByRole('region', { name: 'Best Sellers' });
    expect(queriesOf(api, SALES)).toEqual([{ startDate: '30daysAgo', endDate: 'today' }]);

    fireEvent.change(screen.getByLabelText('Date range'), { target: { value: '7' } });
    await waitFor(() =>
      expect(queriesOf(api, SALES).at(-1)).toEqual({ startDate: '7daysAgo', endDate: 'today' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(requestsTo(api, SALES)).toHaveLength(3));
  });

  it('shows revenue, orders, average order value, conversion and refunds in USD with the rule beside them', async () => {
    await openDashboard();
    fireEvent.click(tab('sales'));
    await screen.findByRole('region', { name: 'Best Sellers' });

    expect(within(card('Revenue (USD)')).getByText('$520.00')).toBeInTheDocument();
    expect(within(card('Revenue (USD)')).getByText(REVENUE_RULE)).toBeInTheDocument();
    expect(within(card('Orders')).getByText('2')).toBeInTheDocument();
    expect(within(card('Average Order Value (USD)')).getByText('$260.00')).toBeInTheDocument();
    expect(within(card('Conversion')).getByText('50%')).toBeInTheDocument();
    expect(within(card('Conversion')).getByText('2 orders / 4 visits')).toBeInTheDocument();
    expect(within(card('Refunds (USD)')).getByText('$110.00')).toBeInTheDocument();
    expect(
      within(card('Refunds (USD)')).getByText('1 paid order cancelled or refunded'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Amounts in US dollars \(USD\), as charged\./)).toBeInTheDocument();
    // The dashboard's own revenue card says the same rule.
    expect(within(card('Total Revenue')).getByText(`${REVENUE_RULE} (USD)`)).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Revenue by Day (USD)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Orders by Day' })).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Best Sellers' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ProductUnitsRevenue (USD)',
      'Oxblood Derby2$200.00',
      'Rider Jacket1$300.00',
    ]);
  });

  it('says so when the period has no paid orders', async () => {
    const empty = salesAnswerSchema.parse({
      ...salesAnswer,
      data: {
        ...salesAnswer.data,
        revenue: 0,
        orders: 0,
        averageOrderValue: 0,
        conversionRate: 0,
        days: salesAnswer.data.days.map((day) => ({ ...day, revenue: 0, orders: 0 })),
        bestSellers: [],
        refunds: { count: 0, amount: 0 },
      },
    });
    await openDashboard(fakeApi({ ...dashboardRoutes(), [SALES]: { body: empty } }));
    fireEvent.click(tab('sales'));
    expect(await screen.findAllByText('No paid orders in this period')).toHaveLength(2);
    expect(screen.getByText('No Sales Yet')).toBeInTheDocument();
    expect(within(card('Revenue (USD)')).getByText('$0.00')).toBeInTheDocument();
  });
});
