import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // Its own pre-bundle cache: another Vite app in this repo must not share (and clobber) it.
  cacheDir: '../../node_modules/.vite/web',
  // Dev: scan every route up front so Vite pre-bundles antd & co. before the first page load,
  // instead of discovering them on it and answering "504 Outdated Optimize Dep" plus a reload.
  optimizeDeps: { entries: ['app/entry.client.tsx', 'app/root.tsx', 'app/routes/**/*.tsx'] },
  // One stylesheet for the whole storefront (about 15 KB gzip), linked by the root: a page waits for
  // one render-blocking request instead of two or three, and later pages need none (ADR 0023).
  build: { cssCodeSplit: false },
  ssr: {
    // Bundle antd, its rc-component stack and the CommonJS helpers of its CSS-in-JS into the server
    // build. antd ships ESM under es/ without "type": "module", and Node's CommonJS interop gives
    // `{ default }` objects where the bundler gives the value (antd/lib/locale/zh_CN,
    // @emotion/hash 0.8), which would break SSR or make it disagree with the client bundle.
    noExternal: ['antd', /^@ant-design\//, /^@rc-component\//, /^@emotion\//],
  },
});
