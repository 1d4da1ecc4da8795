import {
  PayPalRefusal,
  PayPalUnavailable,
  type CreatePayPalOrder,
  type PayPalCapture,
  type PayPalMoney,
  type PayPalOrder,
  type PayPalPort,
  type PayPalRefund,
} from './paypal-port';

export interface PayPalApiOptions {
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or the local stand-in. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** A token is renewed this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

interface PayPalOrderBody {
  id: string;
  status: string;
  links?: Array<{ rel: string; href: string }>;
  purchase_units?: Array<{
    amount?: PayPalMoney;
    items?: Array<{ name: string; unit_amount: PayPalMoney; quantity: string }>;
    payments?: { captures?: Array<{ id: string; status: string; amount?: PayPalMoney }> };
  }>;
}

interface PayPalErrorBody {
  name?: string;
  message?: string;
  details?: Array<{ issue?: string; description?: string }>;
  error?: string;
  error_description?: string;
}

/** Two decimals, as PayPal writes amounts. */
export const paypalValue = (amount: number) => amount.toFixed(2);

/** Currency and value only (a purchase unit's amount also carries its breakdown). */
const moneyOf = (amount: PayPalMoney | undefined): PayPalMoney | null =>
  amount ? { currency_code: amount.currency_code, value: amount.value } : null;

function toOrder(body: PayPalOrderBody): PayPalOrder {
  const unit = body.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  return {
    id: body.id,
    status: body.status,
    approveUrl:
      body.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action')?.href ??
      null,
    amount: moneyOf(unit?.amount),
    items: (unit?.items ?? []).map(({ name, unit_amount, quantity }) => ({
      name,
      unit_amount: moneyOf(unit_amount)!,
      quantity,
    })),
    capture: capture
      ? { id: capture.id, status: capture.status, amount: moneyOf(capture.amount) }
      : null,
  };
}

/**
 * PayPal's Orders v2 REST API over fetch: an OAuth token from the client credentials, cached
 * and shared by concurrent calls until shortly before it expires; `PayPal-Request-Id` on every
 * create, capture and refund. A 4xx is a PayPalRefusal naming PayPal's issue (INSTRUMENT_DECLINED,
 * ORDER_NOT_APPROVED, ...); no answer, a timeout or a 5xx is PayPalUnavailable.
 */
export class PayPalApi implements PayPalPort {
  private token?: { value: string; renewAt: number };
  private fetching?: Promise<string>;

  constructor(private readonly options: PayPalApiOptions) {}

  async createOrder(order: CreatePayPalOrder): Promise<PayPalOrder> {
    const body = await this.call<PayPalOrderBody>('POST', '/v2/checkout/orders', {
      requestId: order.requestId,
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: order.reference,
            custom_id: order.reference,
            amount: {
              currency_code: 'USD',
              value: paypalValue(order.amount),
              breakdown: {
                item_total: { currency_code: 'USD', value: paypalValue(order.itemTotal) },
                shipping: { currency_code: 'USD', value: paypalValue(order.shipping) },
              },
            },
            items: order.items,
          },
        ],
      },
    });
    return toOrder(body);
  }

  async getOrder(id: string): Promise<PayPalOrder> {
    return toOrder(
      await this.call<PayPalOrderBody>('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`),
    );
  }

  async captureOrder(id: string, requestId: string): Promise<PayPalCapture> {
    const body = await this.call<PayPalOrderBody>(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(id)}/capture`,
      { requestId, body: {} },
    );
    const capture = body.purchase_units?.[0]?.payments?.captures?.[0];
    return {
      status: body.status,
      captureId: capture?.id ?? null,
      captureStatus: capture?.status ?? null,
      amount: moneyOf(capture?.amount),
    };
  }

  async refundCapture(captureId: string, requestId: string): Promise<PayPalRefund> {
    const body = await this.call<PayPalRefund>(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      { requestId, body: {} },
    );
    return { id: body.id, status: body.status };
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    { requestId, body }: { requestId?: string; body?: unknown } = {},
  ): Promise<T> {
    const token = await this.accessToken();
    const res = await this.fetch(path, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
        ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // A token PayPal no longer takes: forget it, so the next call asks for a new one.
    if (res.status === 401) this.token = undefined;
    return this.read<T>(res);
  }

  private accessToken(): Promise<string> {
    if (this.token && this.token.renewAt > Date.now()) return Promise.resolve(this.token.value);
    this.fetching ??= this.requestToken().finally(() => {
      this.fetching = undefined;
    });
    return this.fetching;
  }

  private async requestToken(): Promise<string> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString(
      'base64',
    );
    const res = await this.fetch('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = await this.read<{ access_token: string; expires_in: number }>(res);
    this.token = {
      value: body.access_token,
      renewAt: Date.now() + body.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return body.access_token;
  }

  private async fetch(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}${path}`, {
        ...init,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PayPalUnavailable(`PayPal did not answer: ${(error as Error).message}`);
    }
  }

  private async read<T>(res: Response): Promise<T> {
    const text = await res.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = {};
    }
    if (res.ok) return body as T;
    if (res.status >= 500) throw new PayPalUnavailable(`PayPal answered ${res.status}`);
    const failure = body as PayPalErrorBody;
    const issue = failure.details?.[0]?.issue ?? failure.name ?? failure.error ?? 'UNKNOWN';
    const message =
      failure.details?.[0]?.description ??
      failure.message ??
      failure.error_description ??
      `PayPal answered ${res.status}`;
    throw new PayPalRefusal(res.status, issue, message);
  }
}
