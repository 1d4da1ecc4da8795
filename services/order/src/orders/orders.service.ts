import { Injectable } from '@nestjs/common';
import type { Order, OrderStatus, Pagination, PaymentMethod } from '@shop/contracts';
import { InjectDatabase, type Database } from '@shop/service-kit';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { toOrder } from './order-view';
import { orders } from './orders.table';

export interface AdminOrderQuery {
  page: number;
  limit: number;
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
}

/** Reads orders as customers and the back office see them: placed orders only. */
@Injectable()
export class OrdersService {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async ordersOf(userId: string): Promise<Order[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.placed, true)))
      .orderBy(desc(orders.placedAt), desc(orders.id));
    return rows.map(toOrder);
  }

  async list(query: AdminOrderQuery): Promise<{ orders: Order[]; pagination: Pagination }> {
    const filters: SQL[] = [eq(orders.placed, true)];
    if (query.status) filters.push(eq(orders.status, query.status));
    if (query.paymentMethod) filters.push(eq(orders.paymentMethod, query.paymentMethod));
    const where = and(...filters);
    const [{ total }] = await this.db.select({ total: count() }).from(orders).where(where);
    const rows = await this.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return {
      orders: rows.map(toOrder),
      pagination: {
        page: query.page,
        pages: Math.ceil(total / query.limit),
        total,
        limit: query.limit,
      },
    };
  }
}
