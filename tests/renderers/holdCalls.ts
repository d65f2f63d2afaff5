import type { createMemoryPorts } from '../../engine/cli/journeys/createMemoryPorts';
import type { OperationName } from '../../engine/domain/operations';

/**
 * Holds every call of `operation` on the fake API until the test releases it (then it answers from the ports' table as
 * usual). `asked` turns true when the first such call goes out.
 */
export function holdCalls(ports: ReturnType<typeof createMemoryPorts>, operation: OperationName) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = { asked: false, release };
  const call = ports.api.call;
  ports.api.call = (op, params, options) => {
    if (op !== operation) return call(op, params, options);
    hold.asked = true;
    return released.then(() => call(op, params, options));
  };
  return hold;
}
