import { act, fireEvent, screen, within } from '@testing-library/react';
import { tokenStore } from '@shop/storefront-sdk';
import { fakeApi, requestsTo } from '@shop/storefront-sdk/testing';
import { CUSTOMER_ID, onePageOf, order, orderList } from '../../../testing/orders';
import { renderScreen, signInAsAdmin } from '../../../testing/render-screen';
import { OrdersScreen } from './orders-screen';

describe('Orders Management: the customer’s measurements from an order card', () => {
  beforeEach(signInAsAdmin);
  afterEach(() => act(() => tokenStore.clear()));

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
        'GET /api/order/list': onePageOf([orphan]),
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
});
