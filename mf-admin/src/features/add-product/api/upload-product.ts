import type { ProductSavedAnswer } from '@shop/contracts';
import {
  API_MESSAGES,
  answerOf,
  ApiError,
  apiUrl,
  devContracts,
  tokenStore,
} from '@shop/storefront-sdk';
import { PRODUCT_SCREEN_MESSAGES } from '../../shared/utils/product-messages';

/** docs/product/admin.md#add-new-product: the product upload gives up after 30 seconds. */
export const PRODUCT_UPLOAD_TIMEOUT_MS = 30_000;

export type AddProductAnswer = ProductSavedAnswer;

const FAILED = PRODUCT_SCREEN_MESSAGES.addFailed;
/** What a request that ran out of time is reported as (the server never answered). */
const TIMED_OUT = 408;

function parse(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/product (multipart), through XMLHttpRequest because fetch cannot report how much of
 * the images has gone up. Reads and fails as apiRequest does, with an ApiError carrying the
 * answer (its `errors` list); a 401 clears the refused token, which ends the admin session.
 */
export function uploadProduct(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<AddProductAnswer> {
  const token = tokenStore.get();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/api/product'));
    xhr.timeout = PRODUCT_UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText) as { success?: unknown; message?: unknown } | undefined;
      if (xhr.status === 401 && token && tokenStore.get() === token) tokenStore.clear();
      const ok = xhr.status >= 200 && xhr.status < 300 && body?.success === true;
      if (ok) {
        try {
          resolve(answerOf(devContracts?.productSavedAnswerSchema, body, xhr.status));
        } catch (error) {
          reject(error);
        }
        return;
      }
      const message = typeof body?.message === 'string' && body.message ? body.message : FAILED;
      reject(new ApiError(message, xhr.status, body ? 'http' : 'format', body));
    };
    xhr.onerror = () => reject(new ApiError(API_MESSAGES.network, 0, 'network'));
    xhr.ontimeout = () => reject(new ApiError(FAILED, TIMED_OUT, 'http'));
    xhr.send(form);
  });
}
