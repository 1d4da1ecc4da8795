import { UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES, type AuthUser, type Order } from '@shop/contracts';
import { z } from 'zod';

const userIdSchema = z.uuid();

/** Orders belong to the account in the token; identity's ids are uuids, anything else is none. */
export function customerOf(user: AuthUser): string {
  if (!userIdSchema.safeParse(user.userId).success)
    throw new UnauthorizedException(AUTH_MESSAGES.notAuthorized);
  return user.userId;
}

/** An order id from a request: anything but a uuid names no order. */
export function isOrderId(value: string): boolean {
  return userIdSchema.safeParse(value).success;
}

/** What every call that changes one order answers. */
export interface OrderAnswer {
  success: true;
  message: string;
  order: Order;
}
