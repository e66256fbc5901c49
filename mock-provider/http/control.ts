// The test control API (MOCK_CONTROL=true only; without it every path below responds with 404): what an
// integration test needs of a provider it does not own: back to the seeded state, failures and
// slowness on demand, and the orders it received.
//   POST   /__mock/reset    the seeded demo state again (orders, accounts, catalogue, settings)
//   POST   /__mock/faults   { method?, path, status?, latencyMs?, drop?, times? }
//   DELETE /__mock/faults   clears them
//   GET    /__mock/faults   how many are in force, and how many calls a latency fault holds (`held`)
//   GET    /__mock/orders   every order received, with its lines, totals, customer and Idempotency-Key
//   POST   /__mock/clock    { aheadMinutes }: the provider's clock set ahead (an order's cutoff passes)
import type { Request, RequestHandler, Router } from 'express';
import { mockControlEndpoints } from '@shared/contract/api';
import type { MockFaultDto } from '@shared/validation';
import type { MockStore } from '../store';
import type { OrderRecord } from '../store/types';
import { sendError } from './envelope';
import { route } from './route';

/** A fault as the control API took it, with how many calls it still applies to. */
interface ActiveFault {
  method?: string;
  /** Lower-case path prefix under the provider's root (no '/api'). */
  prefix: string;
  status?: number;
  latencyMs: number;
  drop: boolean;
  left: number;
}

/** The faults in force: the first that matches a call applies to it. */
export class Faults {
  private active: ActiveFault[] = [];
  /** The calls a latency fault holds back, or has let through and the mock is still handling. */
  private holding = 0;

  add(fault: MockFaultDto): void {
    const prefix = fault.path.toLowerCase().replace(/^\/api(?=\/|$)/, '') || '/';
    this.active.push({
      method: fault.method,
      prefix,
      status: fault.status,
      latencyMs: fault.latencyMs ?? 0,
      drop: fault.drop === true,
      left: fault.times ?? Number.POSITIVE_INFINITY,
    });
  }

  clear(): void {
    this.active = [];
  }

  get count(): number {
    return this.active.length;
  }

  /**
   * How many calls a fault holds: from their arrival until the mock has finished with them. A test
   * that made a call slow waits for 0 before it counts what the call did, whatever the page did with
   * it meanwhile (a reload abandons it; the mock still handles it, as a provider would).
   */
  get held(): number {
    return this.holding;
  }

  /** The fault a call gets (one use of it taken), or undefined. */
  private take(req: Request): ActiveFault | undefined {
    const path = req.path.toLowerCase();
    const fault = this.active.find((f) => (f.method === undefined || f.method === req.method) && path.startsWith(f.prefix));
    if (!fault) return undefined;
    fault.left -= 1;
    if (fault.left <= 0) this.active = this.active.filter((f) => f !== fault);
    return fault;
  }

  /** Applies the fault of a call: latency first, then its status or a dropped connection, else the call goes on. */
  readonly middleware: RequestHandler = (req, res, next) => {
    if (req.path.toLowerCase().startsWith('/__mock/')) return next();
    const fault = this.take(req);
    if (!fault) return next();
    this.holding += 1;
    setTimeout(() => {
      if (fault.drop) {
        req.socket.destroy();
      } else if (fault.status !== undefined) {
        sendError(res, fault.status, { code: 'mock_fault', message: `a fault injected through the test control API (${fault.status})` });
      } else if (!res.closed) {
        // Held until its response is sent (or its client goes away while it is handled).
        res.once('close', () => (this.holding -= 1));
        return next();
      } else {
        // Its client went away while it was held: handled all the same, as a provider would (its
        // JSON body was read before the hold), at once: finished with when next() returns.
        next();
      }
      this.holding -= 1;
    }, fault.latencyMs);
  };
}

/** Registers the control routes. `reset` puts the store back to its seeded state. */
export function controlRoutes(
  router: Router,
  store: MockStore,
  faults: Faults,
  reset: () => void,
  linkOf: (order: OrderRecord) => string,
): void {
  route(router, store, mockControlEndpoints.reset, () => {
    reset();
    faults.clear();
    return { orders: store.db.orders.length };
  });

  route(router, store, mockControlEndpoints.addFault, ({ body }) => {
    faults.add(body);
    return { faults: faults.count };
  });

  route(router, store, mockControlEndpoints.clearFaults, () => {
    faults.clear();
    return { faults: 0 };
  });

  route(router, store, mockControlEndpoints.faultState, () => ({ faults: faults.count, held: faults.held }));

  route(router, store, mockControlEndpoints.setClock, ({ body }) => {
    store.aheadMs = body.aheadMinutes * 60_000;
    return { now: store.now().toISOString(), aheadMinutes: body.aheadMinutes };
  });

  route(router, store, mockControlEndpoints.orders, () =>
    store.db.orders.map((o) => ({
      ...store.orders.toOrder(o, linkOf(o)),
      idempotencyKey: o.idempotencyKey ?? null,
    })),
  );
}
