import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@shop/contracts';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import { ALL_ORDERS, onePageOf, order, orderList } from '../../../testing/orders';
import { renderScreen, signInAsAdmin } from '../../../testing/render-screen';
import { OrdersScreen } from './orders-screen';

/** The orders screen over a server that saves every status change it is sent. */
async function openOrders() {
  const api = fakeApi({
    'GET /api/order/list': orderList,
    'POST /api/order/status': (_params, { body }) => {
      const { orderId, status } = body as { orderId: string; status: Order['status'] };
      const found = ALL_ORDERS.find((o) => o._id === orderId)!;
      return { body: { success: true, message: 'Status updated', order: { ...found, status } } };
    },
  });
  renderScreen(<OrdersScreen />);
  const card = await screen.findByRole('article', { name: 'Order #00000002' });
  const select = within(card).getByLabelText<HTMLSelectElement>(/^Status of order #/);
  const sent = () =>
    requestsTo(api, 'POST /api/order/status').map((request) => (request.body as Order).status);
  return { select, sent };
}

describe('changing an order’s status', () => {
  beforeEach(signInAsAdmin);
  afterEach(() => act(() => tokenStore.clear()));

  it('asks before cancelling, and Keep order leaves it as it was', async () => {
    const { select, sent } = await openOrders();
    fireEvent.change(select, { target: { value: 'Cancelled' } });
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #00000002?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(select.value).toBe('Order Placed');
    expect(sent()).toEqual([]);

    fireEvent.change(select, { target: { value: 'Refunded' } });
    const refund = screen.getByRole('dialog', { name: 'Refund order #00000002?' });
    fireEvent.click(within(refund).getByRole('button', { name: 'Mark as Refunded' }));
    await screen.findByText('Order status updated successfully');
    expect(sent()).toEqual(['Refunded']);
    expect(select.value).toBe('Refunded');
  });

  it('says the goods will not go back on sale when the order once shipped', async () => {
    const shippedThenBack = order(7, {
      status: 'Processing',
      shippedAt: '2026-03-05T10:00:00.000Z',
    });
    fakeApi({ 'GET /api/order/list': onePageOf([shippedThenBack, order(8)]) });
    renderScreen(<OrdersScreen />);
    const statusOf = async (name: string) =>
      within(await screen.findByRole('article', { name })).getByLabelText(/^Status of order #/);

    fireEvent.change(await statusOf('Order #00000007'), { target: { value: 'Cancelled' } });
    const cancel = screen.getByRole('dialog', { name: 'Cancel order #00000007?' });
    expect(cancel).toHaveTextContent(
      'Its goods have shipped and will not go back on sale, and a payment taken online is refunded.',
    );
    fireEvent.click(within(cancel).getByRole('button', { name: 'Keep order' }));

    fireEvent.change(await statusOf('Order #00000007'), { target: { value: 'Refunded' } });
    expect(screen.getByRole('dialog', { name: 'Refund order #00000007?' })).toHaveTextContent(
      'A payment taken online is refunded through PayPal; its goods have shipped and will not go back on sale.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep order' }));

    // An order that never shipped still goes back on the shelf.
    fireEvent.change(await statusOf('Order #00000008'), { target: { value: 'Cancelled' } });
    const unshipped = screen.getByRole('dialog', { name: 'Cancel order #00000008?' });
    expect(unshipped).toHaveTextContent('Its stock goes back on the shelf unless it has shipped');
    expect(unshipped).not.toHaveTextContent('will not go back on sale');
  });

  it('saves any other status at once, with Undo in its toast', async () => {
    const { select, sent } = await openOrders();
    fireEvent.change(select, { target: { value: 'Shipped' } });
    await screen.findByText('Order status updated successfully');
    expect(select.value).toBe('Shipped');

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(sent()).toEqual(['Shipped', 'Order Placed']));
    await waitFor(() => expect(select.value).toBe('Order Placed'));
  });

  it('filters by the payment methods the shop takes', async () => {
    await openOrders();
    const methods = screen.getByLabelText<HTMLSelectElement>('Payment Method');
    expect([...methods.options].map((option) => option.value)).toEqual(['', 'COD', 'PayPal']);
  });
});
