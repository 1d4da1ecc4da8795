export type PayPalCallKind = 'get' | 'capture' | 'refund';

export interface PayPalStandIn {
  url: string;
  port: number;
  /** Waits `ms` before doing each call of this kind (0 to stop). */
  delay(kind: PayPalCallKind, ms: number): void;
  /** Does the next call of this kind, then drops the connection instead of answering. */
  loseAnswer(kind: PayPalCallKind): void;
  /**
   * Stops the next call of this kind before PayPal does it: `reached` resolves once it arrives,
   * and it goes on when `resume` is called.
   */
  pause(kind: PayPalCallKind): { reached: Promise<void>; resume(): void };
  close(): Promise<void>;
}

export function startPayPalStandIn(options?: {
  port?: number;
  host?: string;
  publicUrl?: string;
}): Promise<PayPalStandIn>;
