import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_ORDER_PAGE_SIZE, ORDER_STATUSES, type Order } from '@shop/contracts';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import { ALL_ORDERS, onePageOf, order, orderList } from '../../../testing/orders';
import { renderScreen, signInAsAdmin } from '../../../testing/render-screen';
import { OrdersScreen } from './orders-screen';

describe('Orders Management', () => {
  beforeEach(signInAsAdmin);
  afterEach(() => act(() => tokenStore.clear()));

  it('shows the first page of orders with their total and the paging line', async () => {
    const api = fakeApi({ 'GET /api/order/list': orderList });
    renderScreen(<OrdersScreen />);
    expect(screen.getByText('Loading orders...')).toBeInTheDocument();
    await screen.findByText('Total Orders: 23');
    expect(screen.getAllByRole('article')).toHaveLength(ADMIN_ORDER_PAGE_SIZE);
    expect(screen.getByText('Showing 10 of 23 orders (Page 1 of 3)')).toBeInTheDocument();

    const first = screen.getByRole('article', { name: 'Order #00000001' });
    expect(within(first).getByText('Oxford Chestnut 1')).toBeInTheDocument();
    expect(within(first).getByText('EU 42')).toBeInTheDocument();
    expect(within(first).getByText('Made to Measure')).toBeInTheDocument();
    expect(within(first).getByText('12 Analytical Row,')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(first).getByText('$240.00')).toBeInTheDocument();
    expect(within(first).getByText('Mar 4, 2026')).toBeInTheDocument();

    const [request] = requestsTo(api, 'GET /api/order/list');
    expect(request.headers.Authorization).toMatch(/^Bearer /);
    expect(Object.fromEntries(request.query)).toEqual({ page: '1', limit: '10' });
  });

  it('pages with Previous, numbered buttons and Next', async () => {
    const api = fakeApi({ 'GET /api/order/list': orderList });
    renderScreen(<OrdersScreen />);
    await screen.findByText('Showing 10 of 23 orders (Page 1 of 3)');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 3 of 23 orders (Page 3 of 3)');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Showing 10 of 23 orders (Page 2 of 3)');
    expect(requestsTo(api, 'GET /api/order/list').map((r) => r.query.get('page'))).toEqual([
      '1',
      '3',
      '2',
    ]);
  });

  it('filters by status and payment method from page 1, and clears the filters', async () => {
    const api = fakeApi({ 'GET /api/order/list': orderList });
    renderScreen(<OrdersScreen />);
    await screen.findByText('Showing 10 of 23 orders (Page 1 of 3)');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 10 of 23 orders (Page 2 of 3)');

    fireEvent.change(screen.getByLabelText('Order Status'), { target: { value: 'Delivered' } });
    await screen.findByText('No orders found');
    fireEvent.change(screen.getByLabelText('Payment Method'), { target: { value: 'PayPal' } });
    await waitFor(() => expect(requestsTo(api, 'GET /api/order/list')).toHaveLength(4));

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await screen.findByText('Showing 10 of 23 orders (Page 1 of 3)');

    const sent = requestsTo(api, 'GET /api/order/list').map((r) => Object.fromEntries(r.query));
    expect(sent.slice(2)).toEqual([
      { page: '1', limit: '10', status: 'Delivered' },
      { page: '1', limit: '10', status: 'Delivered', paymentMethod: 'PayPal' },
      { page: '1', limit: '10' },
    ]);
  });

  it('searches by order number or customer and filters by the days orders were placed', async () => {
    const api = fakeApi({ 'GET /api/order/list': orderList });
    renderScreen(<OrdersScreen />);
    await screen.findByText('Showing 10 of 23 orders (Page 1 of 3)');

    fireEvent.change(screen.getByLabelText('Search orders'), { target: { value: 'grace' } });
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2026-11-27' } });
    await waitFor(() =>
      expect(
        requestsTo(api, 'GET /api/order/list').map((r) => Object.fromEntries(r.query)),
      ).toContainEqual({
        page: '1',
        limit: '10',
        search: 'grace',
        from: '2026-11-01',
        to: '2026-11-27',
      }),
    );
  });

  it('changes an order’s status in place and says so', async () => {
    const api = fakeApi({
      'GET /api/order/list': orderList,
      'POST /api/order/status': (_params, { body }) => {
        const { orderId, status } = body as { orderId: string; status: Order['status'] };
        const found = ALL_ORDERS.find((o) => o._id === orderId)!;
        return {
          body: { success: true, message: 'Status updated', order: { ...found, status } },
        };
      },
    });
    renderScreen(<OrdersScreen />);
    const card = await screen.findByRole('article', { name: 'Order #00000002' });
    const select = within(card).getByLabelText<HTMLSelectElement>(/^Status of order #/);
    expect([...select.options].map((option) => option.value)).toEqual(ORDER_STATUSES);

    fireEvent.change(select, { target: { value: 'Shipped' } });
    await screen.findByText('Order status updated successfully');
    expect(select.value).toBe('Shipped');
    expect(requestsTo(api, 'POST /api/order/status')[0].body).toEqual({
      orderId: ALL_ORDERS[1]._id,
      status: 'Shipped',
    });
    // In place: the list was not asked again.
    expect(requestsTo(api, 'GET /api/order/list')).toHaveLength(1);
  });

  it('shows the server’s refusal of a status change, else its fallback, and keeps the status', async () => {
    let refusal: { status: number; body: unknown } | 'offline' = {
      status: 400,
      body: { success: false, message: 'A cancelled order cannot be moved to another status' },
    };
    fakeApi({ 'GET /api/order/list': orderList, 'POST /api/order/status': () => refusal });
    renderScreen(<OrdersScreen />);
    const card = await screen.findByRole('article', { name: 'Order #00000001' });
    const select = within(card).getByLabelText<HTMLSelectElement>(/^Status of order #/);

    fireEvent.change(select, { target: { value: 'Delivered' } });
    await screen.findByText('A cancelled order cannot be moved to another status');
    expect(select.value).toBe('Order Placed');

    refusal = { status: 500, body: { success: false } };
    fireEvent.change(select, { target: { value: 'Delivered' } });
    await screen.findByText('Failed to update order status');

    refusal = { status: 403, body: { success: false, message: 'Forbidden' } };
    fireEvent.change(select, { target: { value: 'Delivered' } });
    await screen.findByText('Access denied. Admin privileges required.');
  });

  it('shows the refund of a paid order that ended, and lets nothing move an ended order', async () => {
    const ended = [
      order(1, {
        paymentMethod: 'PayPal',
        payment: true,
        status: 'Cancelled',
        paypalCaptureId: 'CAPTURE0012345678',
        refundId: 'REFUND00ABCDEFGH',
        refundedAt: '2026-03-05T10:00:00.000Z',
      }),
      order(2, { paymentMethod: 'PayPal', payment: true, status: 'Refunded' }),
      order(3),
    ];
    fakeApi({
      'GET /api/order/list': onePageOf(ended),
    });
    renderScreen(<OrdersScreen />);
    const refunded = await screen.findByRole('article', { name: 'Order #00000001' });
    expect(within(refunded).getByText('Refunded ABCDEFGH')).toBeInTheDocument();
    expect(within(refunded).getByLabelText(/^Status of order #/)).toHaveProperty('disabled', true);
    const pending = screen.getByRole('article', { name: 'Order #00000002' });
    expect(within(pending).getByText('Refund pending')).toBeInTheDocument();
    const open = screen.getByRole('article', { name: 'Order #00000003' });
    expect(within(open).queryByText('Refund')).not.toBeInTheDocument();
    expect(within(open).getByLabelText(/^Status of order #/)).toHaveProperty('disabled', false);
  });

  it('names each line’s colour, so two colours of one model read apart', async () => {
    const blazer = (color: string) => ({
      ...order(4).items[0],
      _id: `blazer-${color}`,
      name: 'Parma Tailored Blazer',
      color,
      size: 'M',
      quantity: 1,
    });
    fakeApi({
      'GET /api/order/list': onePageOf([order(4, { items: [blazer('Navy'), blazer('Camel')] })]),
    });
    renderScreen(<OrdersScreen />);
    const card = await screen.findByRole('article', { name: 'Order #00000004' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Parma Tailored Blazer, Navy x 1 M', 'Parma Tailored Blazer, Camel x 1 M']);
  });

  it('shows a line without a colour by its name alone', async () => {
    fakeApi({ 'GET /api/order/list': onePageOf([order(5)]) });
    renderScreen(<OrdersScreen />);
    const card = await screen.findByRole('article', { name: 'Order #00000005' });
    expect(within(card).getByRole('listitem').textContent).toBe('Oxford Chestnut 5 x 2 EU 42');
  });

  it('asks to log in without a token', () => {
    tokenStore.clear();
    fakeApi({});
    renderScreen(<OrdersScreen />);
    expect(screen.getByText('Please login to view orders')).toBeInTheDocument();
  });
});
