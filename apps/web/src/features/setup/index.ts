// What other features may use of the setup checklist: its card (My Restaurant shows it).
export { SetupChecklistCard } from './components/setup-checklist-card';
