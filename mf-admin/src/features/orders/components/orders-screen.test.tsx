import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  adminOrderListAnswerSchema,
  ADMIN_ORDER_PAGE_SIZE,
  orderSchema,
  type Order,
} from '@shop/contracts';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, requestsTo, type Route } from '@shop/storefront-sdk/testing';
import { renderScreen, signInAsAdmin } from '../../../testing/render-screen';
import { OrdersScreen } from './orders-screen';

const CUSTOMER_ID = '6f1c2b4e-8a2d-4c1e-9b7a-3d5e6f708192';

function order(n: number, overrides: Partial<Order> = {}): Order {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return orderSchema.parse({
    _id: id,
    userId: CUSTOMER_ID,
    items: [
      {
        _id: `${id}-line`,
        productId: '11111111-1111-4111-8111-111111111111',
        name: `Oxford Chestnut ${n}`,
        price: 120,
        quantity: 2,
        size: 'EU 42',
        image: null,
        category: 'Men',
        subcategory: 'Shoes',
        brand: 'Leather & Last',
        madeToMeasure: n === 1,
      },
    ],
    hasMadeToMeasure: n === 1,
    subtotal: 240,
    deliveryFee: 0,
    amount: 240,
    address: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      street: '12 Analytical Row',
      city: 'London',
      state: 'Greater London',
      zipcode: 'N1 9GU',
      country: 'United Kingdom',
      phone: '+44 20 7946 0000',
    },
    paymentMethod: 'COD',
    payment: false,
    status: 'Order Placed',
    date: '2026-03-04T10:00:00.000Z',
    paypalOrderId: null,
    paypalCaptureId: null,
    refundId: null,
    refundedAt: null,
    statusHistory: [],
    ...overrides,
  });
}

/** 23 orders, answered a page at a time as the order service does. */
const ALL_ORDERS = Array.from({ length: 23 }, (_, i) => order(i + 1));

const orderList: Route = (_params, { query }) => {
  const page = Number(query.get('page'));
  const limit = Number(query.get('limit'));
  const matching = ALL_ORDERS.filter(
    (o) =>
      (!query.get('status') || o.status === query.get('status')) &&
      (!query.get('paymentMethod') || o.paymentMethod === query.get('paymentMethod')),
  );
  return {
    body: adminOrderListAnswerSchema.parse({
      success: true,
      message: 'Orders fetched successfully',
      orders: matching.slice((page - 1) * limit, page * limit),
      pagination: {
        page,
        pages: Math.ceil(matching.length / limit),
        total: matching.length,
        limit,
      },
    }),
  };
};

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
    const select = within(card).getByLabelText<HTMLSelectElement>('Order status');
    expect([...select.options].map((option) => option.value)).toEqual([
      'Order Placed',
      'Processing',
      'Confirmed',
      'Shipped',
      'Out for delivery',
      'Delivered',
      'Cancelled',
      'Refunded',
    ]);

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
    const select = within(card).getByLabelText<HTMLSelectElement>('Order status');

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
      'GET /api/order/list': () => ({
        body: adminOrderListAnswerSchema.parse({
          success: true,
          message: 'Orders fetched successfully',
          orders: ended,
          pagination: { page: 1, pages: 1, total: 3, limit: 10 },
        }),
      }),
    });
    renderScreen(<OrdersScreen />);
    const refunded = await screen.findByRole('article', { name: 'Order #00000001' });
    expect(within(refunded).getByText('Refunded ABCDEFGH')).toBeInTheDocument();
    expect(within(refunded).getByLabelText('Order status')).toHaveProperty('disabled', true);
    const pending = screen.getByRole('article', { name: 'Order #00000002' });
    expect(within(pending).getByText('Refund pending')).toBeInTheDocument();
    const open = screen.getByRole('article', { name: 'Order #00000003' });
    expect(within(open).queryByText('Refund')).not.toBeInTheDocument();
    expect(within(open).getByLabelText('Order status')).toHaveProperty('disabled', false);
  });

  describe('Customer Measurements', () => {
    const openFor = async (n: number) => {
      const card = await screen.findByRole('article', { name: `Order #0000000${n}` });
      fireEvent.click(within(card).getByRole('button', { name: 'Customer Measurements' }));
      return screen.getByRole('dialog', { name: 'Customer Measurements' });
    };

    it('shows the measurements present, weight in kg and the rest in the record’s unit', async () => {
      const api = fakeApi({
        'GET /api/order/list': orderList,
        'GET /api/measurements/:userId': {
          body: {
            success: true,
            message: 'Measurements found',
            data: {
              _id: 'm-1',
              userId: CUSTOMER_ID,
              unit: 'in',
              category: 'Men',
              subcategory: 'Suits',
              chest: 40,
              weight: 80,
              madeToMeasure: true,
              createdAt: '2026-01-05T10:00:00.000Z',
              updatedAt: '2026-01-06T10:00:00.000Z',
            },
          },
        },
      });
      renderScreen(<OrdersScreen />);
      const dialog = await openFor(1);
      await within(dialog).findByText('40 in');
      expect(within(dialog).getByText('80 kg')).toBeInTheDocument();
      expect(within(dialog).queryByText('Height')).not.toBeInTheDocument();
      expect(requestsTo(api, 'GET /api/measurements/:userId')[0].path).toBe(
        `/api/measurements/${CUSTOMER_ID}`,
      );
    });

    it('says when the customer has none', async () => {
      fakeApi({
        'GET /api/order/list': orderList,
        'GET /api/measurements/:userId': {
          status: 404,
          body: { success: false, message: 'No measurements found' },
        },
      });
      renderScreen(<OrdersScreen />);
      const dialog = await openFor(1);
      await within(dialog).findByText('No measurements found for this user');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('says when the order carries no user id', async () => {
      const orphan = order(1, { userId: '' });
      fakeApi({
        'GET /api/order/list': {
          body: {
            success: true,
            message: 'Orders fetched successfully',
            orders: [orphan],
            pagination: { page: 1, pages: 1, total: 1, limit: 10 },
          },
        },
      });
      renderScreen(<OrdersScreen />);
      const dialog = await openFor(1);
      expect(within(dialog).getByText('User ID not available')).toBeInTheDocument();
    });

    it('falls back to its own message when the call fails', async () => {
      fakeApi({
        'GET /api/order/list': orderList,
        'GET /api/measurements/:userId': { status: 500, body: { success: false } },
      });
      renderScreen(<OrdersScreen />);
      const dialog = await openFor(1);
      await within(dialog).findByText('Failed to fetch measurements');
    });
  });

  it('asks to log in without a token', () => {
    tokenStore.clear();
    fakeApi({});
    renderScreen(<OrdersScreen />);
    expect(screen.getByText('Please login to view orders')).toBeInTheDocument();
  });
});
