import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { maskPhone } from '@labmall/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsProvider } from './sms-provider.ts';

/**
 * The embedded default: each message becomes one JSON line in DATA_DIR/sms-outbox.jsonl, which a
 * developer (or a browser test) reads. The log line names the number but never the code.
 */
export function createConsoleSms(dataDir: string, log?: FastifyBaseLogger): SmsProvider {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  return {
    name: 'console',
    sends: () => true,
    async send(message: SmsMessage) {
      await mkdir(dataDir, { recursive: true });
      const code = message.template === 'code' ? message.params.code : '';
      const line = {
        to: message.to,
        text: message.text,
        code,
        template: message.template,
        params: message.params,
        at: new Date().toISOString(),
      };
      await appendFile(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
      log?.info({ to: maskPhone(message.to), outbox: file }, 'sms written to the outbox');
    },
  };
}
