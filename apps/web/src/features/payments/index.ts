// What other features may use of the payments feature.
export { SandboxCardForm } from './components/sandbox-card-form';
export { SandboxNotice } from './components/sandbox-notice';
