import { FEATURE_ROUTES } from './features';
import { flattenRoutes } from './flatten';

describe('the route table', () => {
  it('gives every route its screen: no placeholder is left', () => {
    const routes = flattenRoutes(FEATURE_ROUTES).filter((route) => route.href !== null);
    expect(routes.length).toBeGreaterThan(30);
    expect(
      routes.filter((route) => !route.record.screen).map((route) => `${route.href} (${route.record.title})`),
    ).toEqual([]);
  });
});
