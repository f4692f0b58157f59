// What other features may use of the checkout feature (the table's checkout reuses its allergy chips
// and payment method choice).
export { AllergyDeclaration, useDeclaredAllergens } from './components/allergy-declaration';
export { PaymentMethodField } from './components/payment-method-field';
