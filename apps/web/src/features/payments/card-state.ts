import type { PaymentStateData } from '@rpos/domain';

/** What a card widget hands over on submit: its state data and whether its fields are valid. */
export interface CardSubmitState {
  data: PaymentStateData | null;
  isValid: boolean;
}

/** How the widget wants an action (3-D Secure) back: handled by itself, or followed by the page. */
export interface CardSubmitOptions {
  widgetHandlesAction?: boolean;
}
