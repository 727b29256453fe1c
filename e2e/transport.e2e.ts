// platform-reference §7.1 in Chromium: the home page of a signed-in reader asks for what it loads
// after hydration — the sidebar's Following list and Who to follow — in one batched POST to /_/graphql with
// the transport's headers, and an operation's errors in a batch's answer reach only that operation's
// caller (the other renders). axe runs on every page visited.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, seriousA11yViolations } from './harness.ts';

type Op = { query: string; operationName?: string };

describe('the batched transport in Chromium', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  let reader: BrowserContext;

  beforeAll(async () => {
    reader = await quire.signedIn('lena_fischer', { viewport: { width: 1280, height: 900 } });
  });

  const graphqlRequests = (page: Page) => {
    const seen: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/_/graphql') seen.push(request);
    });
    return seen;
  };
  const operationsOf = (request: Request) => (JSON.parse(request.postData() ?? '[]') as Op[]).map((op) => op.operationName);
  const followingSection = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('region', { name: 'Following' });

  it('loads the home page’s after-hydration queries in a single batched request', async () => {
    const page = await reader.newPage();
    const requests = graphqlRequests(page);
    await quire.visit(page, '/');
    // Both after-hydration lists have rendered from their answers.
    await followingSection(page).locator('.sidebar__followed a').first().waitFor();
    await page.locator('.who-to-follow__list, .who-to-follow__status').first().waitFor();
    await page.waitForLoadState('networkidle');

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method()).toBe('POST');
    const operations = operationsOf(request!);
    expect(operations).toEqual(expect.arrayContaining(['SidebarMenuQuery', 'WhoToFollowQuery']));
    const headers = await request!.allHeaders();
    expect(headers['graphql-client-name']).toBe('lite');
    expect(headers['graphql-client-version']).toBeTruthy();
    expect(headers['quire-route']).toBe('ShowHome');
    expect(headers['quire-path']).toBe('/');
    expect(headers['quire-operation']).toBe(operations.join(','));
    expect(headers['x-xsrf-token']).toBeUndefined();
    const answer = (await (await request!.response())!.json()) as unknown[];
    expect(answer).toHaveLength(operations.length);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('gives an operation’s errors in a batch answer to that operation alone', async () => {
    const page = await reader.newPage();
    // The real server answers; the test then turns Who to follow's answer into an error, leaving the rest.
    await page.route('**/_/graphql', async (route) => {
      const ops = JSON.parse(route.request().postData() ?? '[]') as Op[];
      const response = await route.fetch();
      const body = (await response.json()) as unknown[];
      const altered = body.map((entry, i) =>
        ops[i]?.operationName === 'WhoToFollowQuery' ? { data: null, errors: [{ message: 'Suggestions are down.' }] } : entry,
      );
      await route.fulfill({ response, json: altered });
    });
    const requests = graphqlRequests(page);
    await quire.visit(page, '/');
    await page.getByRole('alert').filter({ hasText: 'Suggestions did not load.' }).waitFor();
    // The Following list, answered in the same batch, renders.
    await followingSection(page).locator('.sidebar__followed a').first().waitFor();
    expect(requests).toHaveLength(1);
    expect(operationsOf(requests[0]!)).toEqual(expect.arrayContaining(['SidebarMenuQuery', 'WhoToFollowQuery']));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.unroute('**/_/graphql');
    await page.close();
  });
});
