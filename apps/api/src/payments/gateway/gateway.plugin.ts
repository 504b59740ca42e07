import type { FastifyInstance, FastifyReply } from 'fastify';
import { cashierPage, cashierProblemPage } from './cashier-page.ts';
import type { OnlinePaymentService } from './online-payment.service.ts';
import { CASHIER_PATH, type SandboxGateway } from './sandbox-gateway.ts';

const FORM = 'application/x-www-form-urlencoded';

function html(reply: FastifyReply, code: number, body: string) {
  return reply
    .code(code)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * The gateways' side of 在线支付, outside /api and its encrypted transport: `POST /pay/notify/{gateway}`
 * (form-encoded, answered `success` or `fail` in plain text) and, with the sandbox, its cashier.
 */
export async function registerPaymentGateway(
  app: FastifyInstance,
  options: { payments: OnlinePaymentService; sandbox: SandboxGateway | undefined },
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.post<{ Params: { gateway: string } }>('/pay/notify/:gateway', async (request, reply) => {
      const fields = (request.body ?? {}) as Record<string, string>;
      const answer =
        typeof fields === 'object' && !Array.isArray(fields)
          ? await options.payments.handleNotify(request.params.gateway, fields)
          : 'fail';
      return reply.code(200).header('content-type', 'text/plain; charset=utf-8').send(answer);
    });

    const sandbox = options.sandbox;
    if (!sandbox) return;

    scope.get(CASHIER_PATH, async (request, reply) => {
      const trade = sandbox.readTrade(request.query as Record<string, string>);
      if (!trade) return html(reply, 400, cashierProblemPage());
      return html(reply, 200, cashierPage(trade, request.query as Record<string, string>));
    });

    scope.post(CASHIER_PATH, async (request, reply) => {
      const fields = (request.body ?? {}) as Record<string, string>;
      const trade = sandbox.readTrade(fields);
      const outcome = fields.outcome;
      if (!trade || (outcome !== 'pay' && outcome !== 'fail')) return html(reply, 400, cashierProblemPage());
      const notify = await sandbox.decide(trade, outcome);
      // Asynchronous, as Alipay's: the buyer is sent back at once, the notify may arrive before or after.
      void sandbox.sendNotify(trade.notify_url, notify);
      return reply.redirect(trade.return_url, 303);
    });
  });
}
