import { z } from 'zod';

/** The online-payment settings, spread into the one config schema (src/config.ts); docs/operations.md. */
export const paymentGatewaySettings = {
  /** `sandbox` (default: a cashier served by this process, for testing) or `alipay` (电脑网站支付). */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'alipay']).default('sandbox'),
  /** The application's id on the Alipay open platform (required with PAYMENT_GATEWAY=alipay). */
  ALIPAY_APP_ID: z
    .string()
    .regex(/^\d{16}$/, 'must be the 16-digit application id')
    .optional(),
  /** The application's RSA2 private key: PEM, PKCS#8 or PKCS#1, or its base64 body (PKCS#8 assumed). */
  ALIPAY_PRIVATE_KEY: z.string().min(100, 'must be an RSA private key').optional(),
  /** Alipay's public key as shown on the open platform (PEM or base64 body): what notifies are verified with. */
  ALIPAY_PUBLIC_KEY: z.string().min(100, 'must be an RSA public key').optional(),
  /** The OpenAPI gateway; the default is production, Alipay's sandbox is https://openapi-sandbox.dl.alipaydev.com/gateway.do. */
  ALIPAY_GATEWAY_URL: z.url({ protocol: /^https?$/ }).default('https://openapi.alipay.com/gateway.do'),
};

/** Alipay chosen without its credentials fails at start, every missing key named. */
export function paymentGatewayProblems(env: Record<string, string | undefined>): string[] {
  if (env.PAYMENT_GATEWAY !== 'alipay') return [];
  return (['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const)
    .filter((key) => !env[key])
    .map((key) => `${key}: required when PAYMENT_GATEWAY=alipay`);
}
