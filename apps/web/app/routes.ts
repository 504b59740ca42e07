import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Each route module is its own lazily loaded chunk (framework mode code-splits per route).
export default [
  index('routes/home.tsx'),
  // Everything unmatched: HTTP 404 with a Chinese page (becomes /error/404 later).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
