import { BadRequestException } from '@nestjs/common';
import { PRODUCT_ADMIN_MESSAGES as M } from '@shop/contracts';

/** `"3"` or `3`: one product version, as an edit sends back the one it was opened on. */
const VERSION_TAG = /^(?:"([1-9]\d*)"|([1-9]\d*))$/;

/**
 * The version an If-Match header names; undefined without one, or for `*` (any version). A weak
 * tag, a list or anything else is refused with 400: the answers' ETags are no versions.
 */
export function ifMatchVersion(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '*') return undefined;
  const match = VERSION_TAG.exec(header.trim());
  if (!match) throw new BadRequestException(M.ifMatchInvalid);
  return Number(match[1] ?? match[2]);
}

/** The version an edit was opened on, from its form field or its If-Match header, or neither. */
export function openedVersion(
  field: number | undefined,
  header: number | undefined,
): number | undefined {
  if (field !== undefined && header !== undefined && field !== header) {
    throw new BadRequestException(M.versionsDisagree);
  }
  return field ?? header;
}
