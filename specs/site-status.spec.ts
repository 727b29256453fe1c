// reader-experience §2.8 footer 'Status' and the not-built screen (issue 18): the Status page's verdicts, and a
// page not built named by its route in the reader's words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeLabel } from '../core/routing/route-label.ts';
import { ROUTE_TABLE } from '../core/routing/route-table.ts';
import { JOB_BACKLOG_LATE_MS, JOB_BACKLOG_MAX, statusChecks, statusSummary } from '../core/status/server-status.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('reader-experience §2.8 Status page', () => {
  it('says all is well only when the store answers, mail goes out and no job waits too long', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('smtp' as const, 'outbox' as const),
        fc.nat({ max: 2 * JOB_BACKLOG_MAX }),
        fc.nat({ max: 2 * JOB_BACKLOG_LATE_MS }),
        fc.nat({ max: 3 }),
        (storeOk, mail, due, waitedMs, failedLastDay) => {
          const jobs = storeOk ? { due, oldestDueAt: due > 0 ? new Date(now.getTime() - waitedMs) : null, failedLastDay } : null;
          const checks = statusChecks({ now, store: storeOk ? true : { error: 'timeout' }, mail, jobs });
          expect(checks.map((c) => c.name)).toEqual(['Database', 'E-mail', 'Background jobs']);
          const jobsOk = storeOk && (due === 0 || (waitedMs <= JOB_BACKLOG_LATE_MS && due <= JOB_BACKLOG_MAX));
          expect(checks.map((c) => c.ok)).toEqual([storeOk, mail === 'smtp', jobsOk]);
          expect(statusSummary(checks) === 'All systems are working.').toBe(storeOk && mail === 'smtp' && jobsOk);
        },
      ),
    );
  });

  it('says what it found in plain words', () => {
    const [, mail, jobs] = statusChecks({ now, store: true, mail: 'outbox', jobs: { due: 1, oldestDueAt: new Date(now.getTime() - 90_000), failedLastDay: 2 } });
    expect(mail?.detail).toBe('Not sent: no SMTP server is configured, so e-mail is kept in the outbox of this server (SMTP_URL sends it).');
    expect(jobs?.detail).toBe('1 job waiting, the oldest due 1 minute ago. 2 jobs failed for good in the last day.');
    expect(statusChecks({ now, store: true, mail: 'smtp', jobs: { due: 0, oldestDueAt: null, failedLastDay: 0 } })[2]?.detail).toBe('No jobs waiting.');
    expect(statusSummary([{ name: 'a', ok: false, detail: '' }])).toBe('1 check needs attention.');
    expect(statusSummary([{ name: 'a', ok: false, detail: '' }, { name: 'b', ok: false, detail: '' }])).toBe('2 checks need attention.');
  });
});

describe('not-built screen: a page named by its route', () => {
  it("names a publication's featured page for what it is, in the product's words", () => {
    expect(routeLabel('ShowCollectionFeatured')).toBe('Publication featured');
    expect(routeLabel('ShowUserCatalogs')).toBe('Profile lists');
    expect(routeLabel('ApiIftttStatus')).toBe('Ifttt status');
  });

  it('gives every route of the table a non-empty label starting with a capital, without the internal prefixes', () => {
    for (const route of ROUTE_TABLE) {
      const label = routeLabel(route.name);
      expect(label, route.name).toMatch(/^[A-Z0-9]/);
      expect(label, route.name).not.toMatch(/^(Show|Api|Redirect) /);
    }
  });
});
