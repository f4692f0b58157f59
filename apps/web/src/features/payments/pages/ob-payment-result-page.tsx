import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PaymentResultView } from '../components/payment-result-view';

/** Tells a framing page (the app's web view) how the payment ended. */
export function postPaymentMessage(type: 'payment_success' | 'payment_failure'): void {
  if (window.parent && window.parent !== window) window.parent.postMessage({ type }, '*');
}

/**
 * /obPaymentSuccess/:orderNumber and /obPaymentError/:orderNumber — the result pages of app orders
 * (diner.md §2), with the order number's last 4 characters.
 */
export function ObPaymentResultPage({ result }: { result: 'success' | 'error' }) {
  const { orderNumber = '' } = useParams();
  const ok = result === 'success';
  useEffect(() => postPaymentMessage(ok ? 'payment_success' : 'payment_failure'), [ok]);
  return <PaymentResultView ok={ok} orderNumber={orderNumber} />;
}

export const ObPaymentSuccessPage = () => <ObPaymentResultPage result="success" />;
export const ObPaymentErrorPage = () => <ObPaymentResultPage result="error" />;
