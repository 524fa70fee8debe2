/**
 * The payment, as the pages and the wallet use it: its state (one atom), the machine's entry and the page's
 * acknowledgement of its end, the request built from the page's facts, and what a provider and a payment
 * method's source must do. Everything else in this folder is the machine's own.
 */
export { paymentAtom, isRunning, type PayError, type PaymentState } from './paymentState';
export { startPayment, acknowledgePayment, type PaymentWorld } from './paymentMachine';
export { needsShipping, payBlockers, disablingBlockers, paymentRequestOf, type PayFacts, type PaymentRequest } from './paymentRequest';
export type { PaymentMethodSource, PaymentProvider, ProviderError } from './provider';
export { PayAttempts } from './payAttempts';
export { payFailureOf } from './payFailures';
export { withPayLock } from './payLock';
export { paymentSessionId } from './sessionId';
export { onPaidElsewhere } from './payChannel';
export { buy } from './buyCall';
