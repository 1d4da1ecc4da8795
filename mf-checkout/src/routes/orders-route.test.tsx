import { act, fireEvent, screen, within } from '@testing-library/react';
import { cartStore, configureCurrency, displayCurrency, tokenStore } from '@shop/storefront-sdk';
import { fakeApi, showPricesInUsd } from '@shop/storefront-sdk/testing';
import { placedOrder, renderAt } from '../testing/checkout-fixtures';

describe('a shopper’s orders', () => {
  beforeEach(() => {
    delete window.dataLayer;
    localStorage.clear();
    showPricesInUsd();
    cartStore.clear();
  });

  it('lists ordered items with payment, status and the tracking history; Retry after a failure', async () => {
    let fail = true;
    fakeApi({
      'GET /api/order/userorders': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Failed to load orders' } }
          : { body: { success: true, message: 'ok', orders: [placedOrder('order-0000ABCD1234')] } },
    });
    tokenStore.set('token-1');
    renderAt('/orders');
    expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('Oxford Chestnut')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByText('Order #ABCD1234')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    const timeline = await screen.findByRole('dialog', { name: 'Order #ABCD1234' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Order Placed', 'Shipped']);
  });

  it('names each line’s colour, so two colours of one model read apart', async () => {
    const placed = placedOrder('order-0000ABCD1234');
    const blazer = (color: string) => ({
      ...placed.items[0],
      _id: `blazer-${color}`,
      name: 'Parma Tailored Blazer',
      color,
    });
    const order = { ...placed, items: [blazer('Navy'), blazer('Camel'), placed.items[0]] };
    fakeApi({
      'GET /api/order/userorders': () => ({
        body: { success: true, message: 'ok', orders: [order] },
      }),
    });
    tokenStore.set('token-1');
    renderAt('/orders');
    const items = await screen.findByRole('list', { name: 'Items of order #ABCD1234' });
    const rows = within(items).getAllByRole('listitem');
    expect(rows.map((row) => within(row).queryByText(/^Colour: /)?.textContent ?? null)).toEqual([
      'Colour: Navy',
      'Colour: Camel',
      null,
    ]);
    expect(within(rows[2]).getByText('Oxford Chestnut')).toBeInTheDocument();
  });

  it('groups the items of an order under one header: its number once, date, status, total, and the address on demand', async () => {
    const first = placedOrder('order-0000ABCD1234');
    const second = placedOrder('order-0000EFGH5678');
    const twoItems = {
      ...second,
      items: [
        second.items[0],
        { ...second.items[0], _id: 'line-2', name: 'Biker Jacket', price: 300 },
      ],
      subtotal: 324.5,
      deliveryFee: 0,
      amount: 324.5,
      status: 'Order Placed' as const,
    };
    fakeApi({
      'GET /api/order/userorders': () => ({
        body: { success: true, message: 'ok', orders: [twoItems, first] },
      }),
    });
    tokenStore.set('token-1');
    renderAt('/orders');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Order #EFGH5678',
      'Order #ABCD1234',
    ]);
    expect(screen.getAllByText(/Order #EFGH5678/)).toHaveLength(1);
    const group = screen.getByRole('listitem', { name: 'Order #EFGH5678' });
    const items = within(group).getByRole('list', { name: 'Items of order #EFGH5678' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(within(group).getByText('Order Placed')).toBeInTheDocument();
    expect(within(group).getByText('Date: Nov 24, 2026')).toBeInTheDocument();
    expect(within(group).getByText('Total: $324.50')).toBeInTheDocument();
    expect(within(group).queryByText(/Charged in USD/)).not.toBeInTheDocument();

    const disclosure = within(group).getByRole('button', { name: 'Delivery address' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    const shown = document.getElementById(disclosure.getAttribute('aria-controls')!)!;
    expect(shown).not.toBeVisible();
    fireEvent.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(shown).toBeVisible();
    expect(shown.textContent).toContain(twoItems.address.street);
    expect(shown.textContent).toContain(twoItems.address.phone);
  });

  it('shows an order in the currency and at the rate of the day it was placed, whatever the footer shows now', async () => {
    const placed = placedOrder('order-0000ABCD1234');
    const inEuros = {
      ...placed,
      items: [
        { ...placed.items[0], price: 130 },
        { ...placed.items[0], _id: 'line-2', price: 140 },
      ],
      subtotal: 270,
      deliveryFee: 0,
      amount: 270,
      displayCurrency: 'EUR' as const,
      displayPerUsd: 0.852,
      displayRateDate: '2026-11-27',
    };
    const older = placedOrder('order-0000OLDER001');
    fakeApi({
      'GET /api/order/userorders': () => ({
        body: { success: true, message: 'ok', orders: [inEuros, older] },
      }),
    });
    act(() => {
      configureCurrency({
        ratesDate: '2026-11-29',
        perUsd: { PKR: 280, GBP: 0.8, CAD: 1.4, AUD: 1.5, EUR: 0.9 },
      });
      displayCurrency.set('GBP');
    });
    tokenStore.set('token-1');
    renderAt('/orders');
    const group = await screen.findByRole('listitem', { name: 'Order #ABCD1234' });
    expect(within(group).getByText('Total: €230.04')).toBeInTheDocument();
    expect(within(group).getByText('Charged in USD: $270.00')).toBeInTheDocument();
    expect(within(group).getByText('€110.76')).toBeInTheDocument();
    expect(within(group).getByText('€119.28')).toBeInTheDocument();
    // Placed before orders kept their currency: US dollars, as charged.
    const old = screen.getByRole('listitem', { name: 'Order #OLDER001' });
    expect(within(old).getByText('Total: $34.50')).toBeInTheDocument();
    expect(within(old).getByText('$24.50')).toBeInTheDocument();
    act(() => configureCurrency(undefined));
  });

  it('asks a visitor to log in to see orders', () => {
    fakeApi({});
    renderAt('/orders');
    expect(screen.getByText('Please login to view orders')).toBeInTheDocument();
  });
});
