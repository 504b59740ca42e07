import type { Config } from '@react-router/dev/config';

// SSR on, history-mode URLs; route modules are split and loaded lazily (app/routes.ts).
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
