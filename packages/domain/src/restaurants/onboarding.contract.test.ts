import { describe, expect, it } from 'vitest';
import {
  AdyenOnboardingRequest,
  isIsoBirthDate,
  ONBOARDING_MESSAGES as M,
  TrustIndividual,
  type TrustIndividualInput,
} from './onboarding.contract';

const individual = (): TrustIndividualInput => ({
  residentialAddress: {
    city: 'Sydney',
    country: 'AU',
    postalCode: '2000',
    stateOrProvince: 'NSW',
    street: '380 Sussex Street',
  },
  name: { firstName: 'Mei', lastName: 'Chen' },
  birthData: { dateOfBirth: '1980-04-12' },
  email: 'mei@example.com',
  identificationData: {
    type: 'driversLicense',
    cardNumber: 'P1234567',
    issuerState: 'NSW',
    number: '12345678',
  },
});

const messages = (value: unknown) => {
  const r = TrustIndividual.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('TrustIndividual', () => {
  it('accepts a complete individual with a driver licence or a passport', () => {
    expect(TrustIndividual.safeParse(individual()).success).toBe(true);
    const passport = individual();
    passport.identificationData = { type: 'passport', number: 'PA1234567' };
    expect(TrustIndividual.safeParse(passport).success).toBe(true);
  });

  it.each([
    ['residentialAddress', 'city', M.cityRequired],
    ['residentialAddress', 'country', M.countryRequired],
    ['residentialAddress', 'postalCode', M.postalCodeRequired],
    ['residentialAddress', 'street', M.streetRequired],
    ['name', 'firstName', M.firstNameRequired],
    ['name', 'lastName', M.lastNameRequired],
    ['birthData', 'dateOfBirth', M.dateOfBirthRequired],
  ] as const)('says "%s.%s" is required', (group, field, message) => {
    const v = individual() as unknown as Record<string, Record<string, unknown>>;
    v[group]![field] = ' ';
    expect(messages(v)).toContain(message);
  });

  it('wants the date of birth as YYYY-MM-DD', () => {
    for (const bad of ['12/04/1980', '1980-4-12', '1980-02-30', '2999-01-01']) {
      const v = individual();
      v.birthData.dateOfBirth = bad;
      expect(messages(v)).toEqual([M.dateOfBirthFormat]);
    }
    expect(isIsoBirthDate('2000-02-29')).toBe(true);
  });

  it('wants a valid email', () => {
    const v = individual();
    v.email = '';
    expect(messages(v)).toEqual([M.emailRequired]);
    v.email = 'mei@';
    expect(messages(v)).toEqual([M.invalidEmail]);
  });

  it('wants an identity type and the fields of that type', () => {
    const none = individual() as Record<string, unknown>;
    none.identificationData = {};
    expect(messages(none)).toEqual([M.identityTypeRequired]);
    const licence = individual();
    licence.identificationData = { type: 'driversLicense' };
    expect(messages(licence)).toEqual([M.cardNumberRequired, M.issuerStateRequired, M.licenceNumberRequired]);
    licence.identificationData = {
      type: 'driversLicense',
      cardNumber: 'C1',
      issuerState: 'XYZ',
      number: '1',
    };
    expect(messages(licence)).toEqual([M.issuerStateInvalid]);
    const passport = individual();
    passport.identificationData = { type: 'passport' };
    expect(messages(passport)).toEqual([M.passportNumberRequired]);
  });
});

describe('AdyenOnboardingRequest', () => {
  it('takes no body, an empty body or an individual', () => {
    expect(AdyenOnboardingRequest.parse(undefined)).toEqual({});
    expect(AdyenOnboardingRequest.parse({})).toEqual({});
    expect(AdyenOnboardingRequest.parse({ isTrust: true, individual: individual() }).isTrust).toBe(true);
  });

  it('refuses a trust without its individual', () => {
    expect(AdyenOnboardingRequest.safeParse({ isTrust: true }).success).toBe(false);
  });
});
