// platform-reference §7.1 (one batched endpoint; read-heavy operations batched apart by class; partial data
// with errors) and §9 (batch max 20, interval 20 ms): the batching rules of core/query-cache/batch-plan.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SINGLE_USE_MUTATIONS } from '../core/graphql/request-limits.ts';
import {
  BATCH_WINDOW_MS,
  MAX_BATCH_SIZE,
  operationClassOf,
  operationNameHeader,
  planBatches,
  settleBatch,
  travelsAlone,
  type OperationClass,
  type Settlement,
} from '../core/query-cache/batch-plan.ts';

type Op = { id: number; cls: OperationClass; name: string };
const opsArb = fc
  .array(fc.record({ cls: fc.constantFrom<OperationClass>('query', 'mutation'), name: fc.stringMatching(/^[A-Z][A-Za-z]{0,12}$/) }), {
    maxLength: 130,
  })
  .map((ops) => ops.map((op, id): Op => ({ ...op, id })));

describe('the batching rules (platform-reference §7.1, §9)', () => {
  it('uses the constants of §9: at most 20 operations a request, a 20 ms window', () => {
    expect(MAX_BATCH_SIZE).toBe(20);
    expect(BATCH_WINDOW_MS).toBe(20);
  });

  it('any N operations issued within a window make ⌈N/20⌉ requests per class, none over 20, none mixing classes', () => {
    fc.assert(
      fc.property(opsArb, (ops) => {
        const batches = planBatches(ops, (op) => op.cls);
        for (const cls of ['query', 'mutation'] as const) {
          const n = ops.filter((op) => op.cls === cls).length;
          expect(batches.filter((b) => b.cls === cls)).toHaveLength(Math.ceil(n / MAX_BATCH_SIZE));
        }
        for (const b of batches) {
          expect(b.items.length).toBeGreaterThan(0);
          expect(b.items.length).toBeLessThanOrEqual(MAX_BATCH_SIZE);
          expect(b.items.every((op) => op.cls === b.cls)).toBe(true);
        }
      }),
    );
  });

  it('sends every operation exactly once, in issue order within its class', () => {
    fc.assert(
      fc.property(opsArb, fc.integer({ min: 1, max: 25 }), (ops, max) => {
        const batches = planBatches(ops, (op) => op.cls, max);
        const sent = batches.flatMap((b) => b.items);
        expect(sent.map((op) => op.id).sort((a, b) => a - b)).toEqual(ops.map((op) => op.id));
        for (const cls of ['query', 'mutation'] as const) {
          expect(sent.filter((op) => op.cls === cls)).toEqual(ops.filter((op) => op.cls === cls));
        }
      }),
    );
  });

  it('security finding 4: an operation picked out to travel alone gets a request of its own; the others still batch by 20', () => {
    fc.assert(
      fc.property(opsArb, fc.func(fc.boolean()), (ops, pick) => {
        const alone = (op: Op) => op.cls === 'mutation' && pick(op.id);
        const batches = planBatches(ops, (op) => op.cls, MAX_BATCH_SIZE, alone);
        const sent = batches.flatMap((b) => b.items);
        expect(sent.map((op) => op.id).sort((a, b) => a - b)).toEqual(ops.map((op) => op.id));
        for (const b of batches) {
          expect(b.items.length).toBeLessThanOrEqual(MAX_BATCH_SIZE);
          if (b.items.some(alone)) expect(b.items).toHaveLength(1);
        }
        for (const cls of ['query', 'mutation'] as const) {
          const together = ops.filter((op) => op.cls === cls && !alone(op));
          expect(batches.filter((b) => b.cls === cls && !b.items.some(alone))).toHaveLength(Math.ceil(together.length / MAX_BATCH_SIZE));
          expect(sent.filter((op) => op.cls === cls && !alone(op))).toEqual(together);
        }
      }),
    );
  });

  it('security finding 4: sends alone every mutation naming a single-use one (sign-in, reports), and nothing else', () => {
    for (const name of SINGLE_USE_MUTATIONS) {
      expect(travelsAlone(`mutation X($v: String) { a: ${name}(v: $v) { __typename } }`)).toBe(true);
      expect(travelsAlone(`query X { ${name} }`)).toBe(false);
    }
    expect(travelsAlone('mutation F($id: ID!) { followUser(targetUserId: $id) { id } }')).toBe(false);
    expect(travelsAlone('mutation F { # SearchClickEvent\n followUser(targetUserId: "1") { id } }')).toBe(false);
  });

  it('names a request by its operations, joined by commas in order', () => {
    fc.assert(
      fc.property(opsArb, (ops) => {
        for (const b of planBatches(ops, (op) => op.cls)) {
          expect(operationNameHeader(b.items.map((op) => op.name)).split(',')).toEqual(b.items.map((op) => op.name));
        }
      }),
    );
  });

  it('answers reach the right callers whatever order the batches answer in; a failed batch fails its own operations only', () => {
    fc.assert(
      fc.property(
        opsArb.chain((ops) => {
          const batches = planBatches(ops, (op) => op.cls);
          return fc.tuple(
            fc.constant(batches),
            fc.shuffledSubarray(batches.map((_, i) => i), { minLength: batches.length, maxLength: batches.length }),
            fc.array(fc.boolean(), { minLength: batches.length, maxLength: batches.length }),
          );
        }),
        ([batches, order, failed]) => {
          const received = new Map<number, Settlement>();
          for (const i of order) {
            const batch = batches[i]!;
            const answer = failed[i]
              ? { ok: false as const, error: new Error(`batch ${i}`) }
              : { ok: true as const, body: batch.items.map((op) => (op.id % 3 === 0 ? { data: { id: op.id }, errors: [{ message: `partial ${op.id}` }] } : { data: { id: op.id } })) };
            settleBatch(batch.items.length, answer).forEach((s, j) => received.set(batch.items[j]!.id, s));
          }
          batches.forEach((batch, i) => {
            for (const op of batch.items) {
              const s = received.get(op.id)!;
              if (failed[i]) {
                expect(s).toMatchObject({ ok: false, error: { message: `batch ${i}` } });
              } else {
                expect(s.ok).toBe(true);
                if (!s.ok) continue;
                expect(s.result.data).toEqual({ id: op.id });
                // Partial data keeps its errors, and only its own.
                expect(s.result.errors).toEqual(op.id % 3 === 0 ? [{ message: `partial ${op.id}` }] : undefined);
              }
            }
          });
        },
      ),
    );
  });

  it('a short or malformed answer fails only the operations it does not answer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), (size, cut) => {
        const answered = cut % (size + 1);
        const settled = settleBatch(size, { ok: true, body: Array.from({ length: answered }, (_, i) => ({ data: i })) });
        settled.forEach((s, i) => expect(s.ok).toBe(i < answered));
      }),
    );
    expect(settleBatch(2, { ok: true, body: { errors: [{ message: 'Too many operations' }] } }).every((s) => !s.ok)).toBe(true);
  });

  it('classes operations by their keyword: mutations apart, everything else a query', () => {
    expect(operationClassOf('mutation followUser($id: ID!) { followUser(targetUserId: $id) { id } }')).toBe('mutation');
    expect(operationClassOf('\n  # a comment\n  mutation X { a }')).toBe('mutation');
    expect(operationClassOf('query HomeFeedQuery { a }')).toBe('query');
    expect(operationClassOf('{ a }')).toBe('query');
    expect(operationClassOf('query mutationLike { a }')).toBe('query');
  });
});
