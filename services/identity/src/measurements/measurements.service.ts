import { Injectable } from '@nestjs/common';
import type {
  AdminMeasurementRecord,
  AdminMeasurementsQuery,
  Measurements,
  Pagination,
} from '@shop/contracts';
import { InjectDatabase, type Database } from '@shop/service-kit';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { users } from '../users/users.table';
import { toAdminMeasurementRecord, toColumns } from './measurement-view';
import { measurements, type MeasurementRow } from './measurements.table';

export interface MeasurementsPage {
  records: AdminMeasurementRecord[];
  pagination: Pagination;
}

/** Each customer's one measurements record. */
@Injectable()
export class MeasurementsService {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async find(userId: string): Promise<MeasurementRow | undefined> {
    const [row] = await this.db.select().from(measurements).where(eq(measurements.userId, userId));
    return row;
  }

  /** The new record, or undefined when the customer has one already. */
  async create(userId: string, input: Measurements): Promise<MeasurementRow | undefined> {
    const [row] = await this.db
      .insert(measurements)
      .values({ userId, ...toColumns(input) })
      .onConflictDoNothing({ target: measurements.userId })
      .returning();
    return row;
  }

  /** Replaces the values of the customer's record; undefined when there is none. */
  async replace(userId: string, input: Measurements): Promise<MeasurementRow | undefined> {
    const [row] = await this.db
      .update(measurements)
      .set({ ...toColumns(input), updatedAt: sql`now()` })
      .where(eq(measurements.userId, userId))
      .returning();
    return row;
  }

  /** Whether there was a record to delete. */
  async remove(userId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(measurements)
      .where(eq(measurements.userId, userId))
      .returning({ id: measurements.id });
    return deleted.length > 0;
  }

  /** Every customer's record, newest first, with the customer's name and e-mail. */
  async list({
    page,
    limit,
    category,
    subcategory,
  }: AdminMeasurementsQuery): Promise<MeasurementsPage> {
    const where = and(
      category ? eq(measurements.category, category) : undefined,
      subcategory ? eq(measurements.subcategory, subcategory) : undefined,
    );
    const [{ total }] = await this.db.select({ total: count() }).from(measurements).where(where);
    const rows = await this.db
      .select({ measurement: measurements, name: users.name, email: users.email })
      .from(measurements)
      .leftJoin(users, eq(users.id, measurements.userId))
      .where(where)
      .orderBy(desc(measurements.createdAt), desc(measurements.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return {
      records: rows.map(({ measurement, name, email }) =>
        toAdminMeasurementRecord(
          measurement,
          name === null || email === null ? null : { name, email },
        ),
      ),
      pagination: { page, pages: Math.ceil(total / limit), total, limit },
    };
  }
}
