import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useHarness } from './support';

const h = useHarness();

test('the server serves the built portal with history fallback', async () => {
  const res = await fetch(`${h().baseUrl}/some/deep/link`, { headers: { accept: 'text/html' } });
  assert.equal(res.status, 200);
  assert.match(await res.text(), /<div id="root"><\/div>/);
});

test('an unknown path in the browser redirects to /page-not-found', async () => {
  const { context, page } = await h().newPage();
  await page.goto('/no-such-screen');
  await page.waitForURL('**/page-not-found');
  assert.equal(await page.getByRole('heading', { name: 'Page not found' }).isVisible(), true);
  await context.close();
});
