import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import type { PaymentGateway } from './gateway.ts';
import { storedSandboxKeys } from './rsa2.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';

/**
 * The gateway PAYMENT_GATEWAY names; the sandbox also serves its cashier (gateway.plugin.ts) and keeps
 * its trades and refunds in its own tables of `db` (ADR 0050). The Alipay adapter, and with it the SDK
 * (about 40 MB), is loaded only for PAYMENT_GATEWAY=alipay (issue 38, RSS at rest).
 */
export async function createPaymentGateway(
  config: Config,
  log: FastifyBaseLogger,
  db: Db,
): Promise<{ gateway: PaymentGateway; sandbox: SandboxGateway | undefined }> {
  if (config.PAYMENT_GATEWAY === 'alipay') {
    const { createAlipayGateway } = await import('./alipay-gateway.ts');
    // parseConfig has refused alipay without these.
    const gateway = createAlipayGateway({
      appId: config.ALIPAY_APP_ID as string,
      privateKey: config.ALIPAY_PRIVATE_KEY as string,
      publicKey: config.ALIPAY_PUBLIC_KEY as string,
      gatewayUrl: config.ALIPAY_GATEWAY_URL,
    });
    return { gateway, sandbox: undefined };
  }
  if (config.PUBLIC_ORIGIN?.startsWith('https:')) {
    // A public https address looks like a real shop: its buyers could pay with the sandbox's 支付成功.
    log.warn(
      'PAYMENT_GATEWAY is sandbox on a public address: anyone can mark orders paid at /sandbox-pay/cashier',
    );
  }
  const sandbox = createSandboxGateway(storedSandboxKeys(config.DATA_DIR), db, log);
  return { gateway: sandbox, sandbox };
}

/** The store's own address for server-to-server calls: PUBLIC_ORIGIN, else the listen address. */
export function notifyOrigin(config: Pick<Config, 'PUBLIC_ORIGIN' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_ORIGIN) return config.PUBLIC_ORIGIN;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}
