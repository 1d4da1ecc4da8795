import { BadRequestException } from '@nestjs/common';
import { PRODUCT_ADMIN_MESSAGES, type ProductFormError } from '@shop/contracts';

/** 400 `{ success: false, message, errors: [{ msg }] }`: every problem of a product form. */
export function productFormRefusal(messages: readonly string[]): BadRequestException {
  const errors: ProductFormError[] = [...new Set(messages)].map((msg) => ({ msg }));
  return new BadRequestException({ message: PRODUCT_ADMIN_MESSAGES.validationFailed, errors });
}
