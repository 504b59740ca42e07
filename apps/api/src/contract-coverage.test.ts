import { routeContracts } from '@labmall/contract';
import { describe, expect, it } from 'vitest';
import { allRoutes } from './routes.ts';

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('the API implements the shared contract', () => {
  it('when the route table is built, then every contract has exactly one route and every route a contract', () => {
    expect(allRoutes.map(key).sort()).toEqual(routeContracts.map(key).sort());
    expect(new Set(allRoutes.map(key)).size).toBe(allRoutes.length);
  });

  it('when a route serves a contract, then it uses the contract’s own access rule and schemas', () => {
    for (const contract of routeContracts) {
      const route = allRoutes.find((r) => key(r) === key(contract))!;
      expect(route.auth, key(contract)).toBe(contract.auth);
      expect(route.payload, key(contract)).toBe(contract.payload);
      expect(route.answer, key(contract)).toBe(contract.answer);
      expect(route.visitorAnswer, key(contract)).toBe(contract.visitorAnswer);
    }
  });
});
