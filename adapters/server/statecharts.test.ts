// The statechart gallery through the fetch handler: at /_/statecharts lists every machine in
// core's registry and draws each as an SVG laid out on the server (elkjs); outside production it is open,
// in production only to staff (others get 404, as for the operator view).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allStates, chartModel } from '../../core/statecharts/chart-model.ts';
import { REGISTRY } from '../../core/statecharts/registry.ts';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

for (const factory of testStores().slice(0, 1)) {
  describe(`the statechart gallery on ${factory.name}`, () => {
    let store: Store;
    let open: App;
    let production: App;
    const get = (app: App, path: string) => anonymous(app).get(path);

    beforeAll(async () => {
      store = await factory.open();
      open = testApp(store, { statechartsOpen: true });
      production = testApp(store, { statechartsOpen: false, devSignIn: true, staffUsernames: new Set(['lena_fischer']) });
    });
    afterAll(async () => {
      await store.close();
    });

    it('lists every registered machine with a link to its chart', async () => {
      const response = await get(open, '/_/statecharts');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      for (const entry of REGISTRY) expect(html).toContain(`href="/_/statecharts/${entry.id}"`);
      expect(html.match(/<li data-machine-id=/g)).toHaveLength(REGISTRY.length);
    });

    it('draws a machine as SVG: every state, initial markers, labelled transitions, final and parallel states marked', async () => {
      for (const entry of REGISTRY) {
        const html = await (await get(open, `/_/statecharts/${entry.id}`)).text();
        const model = chartModel(entry.machine);
        expect(html).toMatch(/<svg class="chart" role="img" aria-labelledby="chart-title chart-desc"/);
        for (const state of allStates(model)) expect(html, `${entry.id} ${state.id}`).toContain(`data-state-id="${state.id}"`);
        for (const t of model.transitions) expect(html, `${entry.id} ${t.id}`).toContain(`data-transition-id="${t.id}"`);
        expect(html.match(/<circle class="initial"/g)?.length).toBe(allStates(model).filter((s) => s.initial).length);
        expect(html).toContain(`data-machine-id="${entry.id}"`);
      }
      const toast = await (await get(open, '/_/statecharts/toast-queue')).text();
      expect(toast).toContain('>toast.dequeue [isCurrent]</text>');
      expect(toast).toContain('>after FADE</text>');
      // Transitions that change no state are written inside their state, not drawn as loops.
      expect(toast).toMatch(/<text class="internal-transition" data-transition-id="toastQueue#0" data-event="toast.enqueue"[^>]*>toast.enqueue \[isNewToast\]<\/text>/);
      const follow = await (await get(open, '/_/statecharts/follow')).text();
      expect(follow).toMatch(/class="state state--compound state--region" data-state-id="follow\.following"><rect [^>]*stroke-dasharray="6 4"/);
      const pager = await (await get(open, '/_/statecharts/feed-pager')).text();
      expect(pager).toMatch(/class="state state--final" data-state-id="feedPager\.exhausted"><rect [^>]*\/><rect class="state-box state-box--inner"/);
    });

    it('in production, opens to staff only; unknown machines are 404', async () => {
      expect((await get(production, '/_/statecharts')).status).toBe(404);
      expect((await (await signedIn(production, 'maya_chen')).get('/_/statecharts')).status).toBe(404);
      const staff = await signedIn(production, 'lena_fischer');
      expect((await staff.get('/_/statecharts')).status).toBe(200);
      expect((await staff.get('/_/statecharts/toast-queue')).status).toBe(200);
      expect((await get(open, '/_/statecharts/no-such-machine')).status).toBe(404);
      expect((await get(open, '/_/statecharts/toast-queue/extra')).status).toBe(404);
    });
  });
}
