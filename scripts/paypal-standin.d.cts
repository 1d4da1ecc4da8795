export interface PayPalStandIn {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startPayPalStandIn(options?: {
  port?: number;
  host?: string;
  publicUrl?: string;
}): Promise<PayPalStandIn>;
