import { z } from 'zod';

/** Australian states an issuer of a driver's licence may be (restaurant-config.md §5). */
export const AU_ISSUER_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AuIssuerState = (typeof AU_ISSUER_STATES)[number];

export const IDENTITY_TYPES = ['driversLicense', 'passport'] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];

/** The trust individual form's texts (§5): '{Field} is required' and the format texts. */
export const ONBOARDING_MESSAGES = {
  cityRequired: 'City is required',
  countryRequired: 'Country is required',
  postalCodeRequired: 'Postal code is required',
  streetRequired: 'Street is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthFormat: 'Date of birth must be in YYYY-MM-DD format',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  identityTypeRequired: 'Identity type is required',
  cardNumberRequired: 'Card number is required',
  issuerStateRequired: 'Issuer state is required',
  issuerStateInvalid: `Issuer state must be one of ${AU_ISSUER_STATES.join(', ')}`,
  licenceNumberRequired: 'Licence number is required',
  passportNumberRequired: 'Passport number is required',
  updateAddress: 'Please update the address',
  onboardingFailed: 'Something went wrong! Please try again.',
} as const;
const M = ONBOARDING_MESSAGES;

const required = (message: string, max = 100) => z.string({ error: message }).trim().min(1, message).max(max);

/** YYYY-MM-DD and a real calendar date in the past. */
export function isIsoBirthDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    y >= 1900 &&
    date.getTime() < Date.now()
  );
}

/**
 * The trust's individual (restaurant-config.md §3 "Individual", §5 "Trust individual form"). The
 * identification's fields depend on its type: a driver's licence needs card number, issuer state and
 * number; a passport its number.
 */
export const TrustIndividual = z
  .object({
    residentialAddress: z.object(
      {
        city: required(M.cityRequired),
        country: required(M.countryRequired),
        postalCode: required(M.postalCodeRequired, 10),
        stateOrProvince: z.string().trim().max(50).optional(),
        street: required(M.streetRequired, 200),
      },
      { error: M.streetRequired },
    ),
    name: z.object(
      { firstName: required(M.firstNameRequired), lastName: required(M.lastNameRequired) },
      { error: M.firstNameRequired },
    ),
    birthData: z.object(
      {
        dateOfBirth: required(M.dateOfBirthRequired, 10).refine(isIsoBirthDate, M.dateOfBirthFormat),
      },
      { error: M.dateOfBirthRequired },
    ),
    email: required(M.emailRequired, 200).pipe(z.email(M.invalidEmail)),
    identificationData: z.object(
      {
        type: z.enum(IDENTITY_TYPES, { error: M.identityTypeRequired }),
        cardNumber: z.string().trim().max(50).optional(),
        issuerState: z.string().trim().max(10).optional(),
        number: z.string().trim().max(50).optional(),
      },
      { error: M.identityTypeRequired },
    ),
  })
  .superRefine((v, ctx) => {
    const id = v.identificationData;
    const need = (ok: unknown, message: string, field: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', message, path: ['identificationData', field] });
    };
    if (id.type === 'driversLicense') {
      need(id.cardNumber, M.cardNumberRequired, 'cardNumber');
      need(id.issuerState, M.issuerStateRequired, 'issuerState');
      if (id.issuerState)
        need(
          (AU_ISSUER_STATES as readonly string[]).includes(id.issuerState),
          M.issuerStateInvalid,
          'issuerState',
        );
      need(id.number, M.licenceNumberRequired, 'number');
    } else {
      need(id.number, M.passportNumberRequired, 'number');
    }
  });
export type TrustIndividual = z.infer<typeof TrustIndividual>;
export type TrustIndividualInput = z.input<typeof TrustIndividual>;

/** POST /adyenOnboarding: optional {individual, isTrust}; a trust must name its individual. */
export const AdyenOnboardingRequest = z
  .object({ individual: TrustIndividual.optional(), isTrust: z.boolean().optional() })
  .superRefine((v, ctx) => {
    if (v.isTrust && !v.individual)
      ctx.addIssue({ code: 'custom', message: M.firstNameRequired, path: ['individual'] });
  })
  .nullish()
  .transform((v) => v ?? {});
export type AdyenOnboardingRequest = z.input<typeof AdyenOnboardingRequest>;

export const AdyenOnboardingResponse = z.object({ bordingLink: z.string() });
export type AdyenOnboardingResponse = z.infer<typeof AdyenOnboardingResponse>;

/** POST /onboardUser */
export const OnboardUserResponse = z.object({ url: z.string() });
export type OnboardUserResponse = z.infer<typeof OnboardUserResponse>;
