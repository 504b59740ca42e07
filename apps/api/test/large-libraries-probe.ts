// Run as a child process by large-libraries.test.ts: builds the app with the storefront as `npm start`
// does, on the default settings, renders the home page, and prints (JSON) which of the large optional
// libraries were imported meanwhile.
import { registerHooks } from 'node:module';

/** The Alipay SDK (~40 MB) and the AWS SDK (~40 MB): needed only by PAYMENT_GATEWAY=alipay, STORAGE=s3. */
const LARGE = /^(alipay-sdk|@aws-sdk\/)/;
const imported = new Set<string>();
registerHooks({
  resolve(specifier, context, next) {
    if (LARGE.test(specifier)) imported.add(specifier);
    return next(specifier, context);
  },
});

const { buildTestApp } = await import('./helper.ts');
const t = await buildTestApp('pglite', { web: true });
const home = await t.app.inject({ method: 'GET', url: '/' });
if (home.statusCode !== 200) throw new Error(`home page: ${home.statusCode}`);
await t.close();
console.log(JSON.stringify([...imported]));
