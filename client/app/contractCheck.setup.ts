// After every client test: fail it when a fake provider served a response the OpenAPI document does not allow.
import { assertNoDrift } from './contractDrift';

afterEach(() => assertNoDrift());
