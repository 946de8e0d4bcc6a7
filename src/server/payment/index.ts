import type { PaymentGateway } from './gateway';
import { simulatedGateway } from './simulated';

export type { GatewayName, PaymentGateway, PaymentRequest } from './gateway';

/** The gateway for this deployment. Only the simulated one exists so far. */
export function paymentGateway(_env: Env): PaymentGateway {
  return simulatedGateway();
}
