import type {
  CustomerListItem,
  CustomerOrderSummary,
  CustomerPurchaseStats,
  SurveyAnswer,
} from '@shop/contracts';
import type { CustomerOrderRow } from './customer-orders.table';

/** A customer row as the customers query selects it. */
export interface CustomerRow extends CustomerPurchaseStats {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  surveySource: SurveyAnswer['source'] | null;
  surveyReferrer: string | null;
  surveyCategories: SurveyAnswer['categories'] | null;
}

export function toCustomer(row: CustomerRow): Omit<CustomerListItem, 'stats'> {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    isEmailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    survey:
      row.surveySource === null
        ? null
        : {
            source: row.surveySource,
            referrer: row.surveyReferrer,
            categories: row.surveyCategories ?? [],
          },
  };
}

export function toPurchaseStats(row: CustomerPurchaseStats): CustomerPurchaseStats {
  return {
    totalOrders: row.totalOrders,
    completedOrders: row.completedOrders,
    cancelledOrders: row.cancelledOrders,
    totalSpent: row.totalSpent,
  };
}

/** An order whose order.placed has arrived. */
export type PlacedOrderRow = CustomerOrderRow & { placedAt: Date };

export function toCustomerOrder(row: PlacedOrderRow): CustomerOrderSummary {
  return {
    _id: row.orderId,
    date: row.placedAt.toISOString(),
    amount: row.amount,
    status: row.status,
  };
}
