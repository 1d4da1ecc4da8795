import { Injectable } from '@nestjs/common';
import type {
  CustomerDetailAnswer,
  CustomerListAnswer,
  CustomerListQuery,
  CustomerSortField,
  CustomerStats,
} from '@shop/contracts';
import { containsPattern, InjectDatabase, type Database } from '@shop/service-kit';
import { and, asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { customerSurveys } from '../surveys/customer-surveys.table';
import { users } from '../users/users.table';
import { customerOrders } from './customer-orders.table';
import {
  ACTIVE_BUYER_ORDERS,
  purchaseFigures,
  purchasesByUser,
  RETURNING_ORDERS,
} from './customer-purchases';
import { toCustomer, toCustomerOrder, toPurchaseStats, type PlacedOrderRow } from './customer-view';

const isCustomer = eq(users.role, 'customer');

/** The customers screen: registered customers with their survey answer and purchase figures. */
@Injectable()
export class CustomersService {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async list({
    page,
    limit,
    search,
    sortBy,
    sortOrder,
  }: CustomerListQuery): Promise<CustomerListAnswer['data']> {
    const pattern = containsPattern(search);
    const where = and(
      isCustomer,
      search ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    );
    const [{ total }] = await this.db.select({ total: count() }).from(users).where(where);
    const { query, figures } = this.customersWithPurchases();
    const direction = sortOrder === 'asc' ? asc : desc;
    const rows = await query
      .where(where)
      .orderBy(direction(sortKey(sortBy, figures)), direction(users.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return {
      customers: rows.map((row) => ({ ...toCustomer(row), stats: toPurchaseStats(row) })),
      pagination: { page, pages: Math.ceil(total / limit), total, limit },
    };
  }

  async stats(): Promise<CustomerStats> {
    const purchases = purchasesByUser(this.db);
    const [figures] = await this.db
      .select({
        totalCustomers: sql<number>`count(*)::int`,
        verifiedCustomers: sql<number>`(count(*) filter (where ${users.emailVerified}))::int`,
        customersWithOrders: sql<number>`(count(*) filter (where ${purchases.totalOrders} >= ${ACTIVE_BUYER_ORDERS}))::int`,
        returningCustomers: sql<number>`(count(*) filter (where ${purchases.totalOrders} >= ${RETURNING_ORDERS}))::int`,
      })
      .from(users)
      .leftJoin(purchases, eq(purchases.userId, users.id))
      .where(isCustomer);
    const { totalCustomers, customersWithOrders } = figures;
    return {
      ...figures,
      conversionRate:
        totalCustomers === 0 ? 0 : Math.round((customersWithOrders / totalCustomers) * 1000) / 10,
    };
  }

  /** The customer with their figures and every placed order, newest first; undefined when unknown. */
  async detail(userId: string): Promise<CustomerDetailAnswer['data'] | undefined> {
    const [row] = await this.customersWithPurchases().query.where(
      and(isCustomer, eq(users.id, userId)),
    );
    if (!row) return undefined;
    // Placed orders only (the where clause), so each has its date.
    const orders = (await this.db
      .select()
      .from(customerOrders)
      .where(and(eq(customerOrders.userId, userId), isNotNull(customerOrders.placedAt)))
      .orderBy(desc(customerOrders.placedAt), desc(customerOrders.orderId))) as PlacedOrderRow[];
    return {
      customer: toCustomer(row),
      stats: toPurchaseStats(row),
      orders: orders.map(toCustomerOrder),
    };
  }

  /** Customers joined to their survey answer and their grouped purchase figures, in one query. */
  private customersWithPurchases() {
    const purchases = purchasesByUser(this.db);
    const figures = purchaseFigures(purchases);
    const query = this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        surveySource: customerSurveys.source,
        surveyReferrer: customerSurveys.referrer,
        surveyCategories: customerSurveys.categories,
        ...figures,
      })
      .from(users)
      .leftJoin(purchases, eq(purchases.userId, users.id))
      .leftJoin(customerSurveys, eq(customerSurveys.userId, users.id))
      .$dynamic();
    return { query, figures };
  }
}

function sortKey(sortBy: CustomerSortField, figures: ReturnType<typeof purchaseFigures>): SQL {
  switch (sortBy) {
    case 'createdAt':
      return sql`${users.createdAt}`;
    case 'name':
      return sql`lower(${users.name})`;
    case 'email':
      return sql`lower(${users.email})`;
    case 'totalSpent':
      return figures.totalSpent;
    case 'totalOrders':
      return figures.totalOrders;
  }
}
