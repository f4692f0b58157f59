export * from './auth/access';
export * from './auth/tenancy';
export * from './shared/constants';
export * from './auth/auth.contract';
export * from './utils/utils.contract';
