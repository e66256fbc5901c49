// The payloads of the mock provider's test control API (MOCK_CONTROL=true only).
import { Order } from './entities';
import { Count, Describe, OrNull, Text } from './schema';

/** POST /__mock/reset: the orders left (none after a reset). */
export class ResetResult {
  @Count() orders!: number;
}

/** POST and DELETE /__mock/faults: the faults now in force. */
export class FaultCount {
  @Count() faults!: number;
}

/** GET /__mock/faults: the faults in force, and the calls a latency fault holds that the mock has not finished with. */
export class FaultState extends FaultCount {
  @Describe(
    'The calls a latency fault holds back, or has let through and the mock is still handling (a test waits for 0 before it counts what they did).',
  )
  @Count()
  held!: number;
}

/** GET /__mock/orders: an order as the mock received it, with the Idempotency-Key it came with. */
export class ReceivedOrder extends Order {
  @Describe('The Idempotency-Key header the order came with, or null.') @OrNull() @Text() idempotencyKey!: string | null;
}

/** POST /__mock/clock: the provider's clock now, and how far ahead of the real time it is set. */
export class MockClock {
  @Describe('ISO 8601 instant.') @Text() now!: string;
  @Count() aheadMinutes!: number;
}
