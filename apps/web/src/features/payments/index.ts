// What other features may use of the payments feature.
export { SandboxCardForm } from './components/sandbox-card-form';
export { SandboxNotice } from './components/sandbox-notice';
export { followNextStep } from './follow-next-step';
export { nextStepAfterPlaceOrder } from './next-step';
export { availablePaymentTypes, hasCardProvider } from './payment-types';
