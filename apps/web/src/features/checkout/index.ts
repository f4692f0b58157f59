// What other features may use of the checkout feature (the table's checkout reuses its allergy chips).
export { AllergyDeclaration, useDeclaredAllergens } from './components/allergy-declaration';
