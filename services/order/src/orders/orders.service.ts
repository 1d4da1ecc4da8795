import { Injectable } from '@nestjs/common';
import type { Order, OrderStatus, Pagination, PaymentMethod } from '@shop/contracts';
import { containsPattern, InjectDatabase, type Database } from '@shop/service-kit';
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { toOrder } from './order-view';
import { orders } from './orders.table';

export interface AdminOrderQuery {
  page: number;
  limit: number;
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  search?: string;
  /** Days, YYYY-MM-DD (UTC), both included. */
  from?: string;
  to?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The characters of an order's id its number shows (`orderNumber` in the contracts). */
const NUMBER_LENGTH = 8;

/**
 * Orders whose number holds `search` (any part of it, with or without the `#` the cards show, or
 * the whole id), or whose customer's name or e-mail contains it.
 */
function matching(search: string): SQL {
  const pattern = containsPattern(search);
  const number = search.trim().replace(/^#/, '');
  const address = orders.address;
  return or(
    number.length > NUMBER_LENGTH
      ? sql`${orders.id}::text ilike ${containsPattern(number)}`
      : sql`right(${orders.id}::text, ${NUMBER_LENGTH}) ilike ${containsPattern(number)}`,
    sql`(${address}->>'firstName') || ' ' || (${address}->>'lastName') ilike ${pattern}`,
    sql`${address}->>'email' ilike ${pattern}`,
  )!;
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
    if (query.search) filters.push(matching(query.search));
    if (query.from) filters.push(gte(orders.placedAt, new Date(`${query.from}T00:00:00Z`)));
    if (query.to) {
      filters.push(lt(orders.placedAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
    }
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
