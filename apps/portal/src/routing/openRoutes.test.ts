import { FEATURE_ROUTES } from './features';
import { OPEN_ROUTES } from './openRoutes';

// The first load routes OPEN_ROUTES only; everything else is routed by the lazy SignedInRoutes, which sends
// an address it does not know to /page-not-found. A guest or public record missing here would be unreachable.
describe('the open routes of the first load', () => {
  it('are exactly the guest and public records of every feature', () => {
    const open = FEATURE_ROUTES.filter((record) => record.guard === 'guest' || record.guard === 'public');
    expect([...OPEN_ROUTES].sort((a, b) => a.title.localeCompare(b.title))).toEqual(
      open.sort((a, b) => a.title.localeCompare(b.title)),
    );
  });
});
