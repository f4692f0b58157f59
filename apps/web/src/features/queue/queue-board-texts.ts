import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/** Texts of the staff queue board (/queueBoard), English only; registered under `queueBoard.`. */
export const enQueueBoard = {
  title: 'Walk-in Queue',
  subtitle: 'Today’s queue in order. Call a party when their table is ready (they get an SMS).',
  table: 'Today’s queue',
  reference: 'No.',
  name: 'Name',
  guests: 'Guests',
  phone: 'Mobile',
  joined: 'Joined',
  waited: 'Waiting',
  estimate: 'Est. wait',
  status: 'Status',
  actions: 'Actions',
  minutes: '{{count}} min',
  empty: 'Nobody is in the queue.',
  emptyAll: 'Nobody has joined the queue today.',
  activeCount: 'In the queue: {{count}}',
  showFinished: 'Show seated and removed',
  call: 'Call',
  callAgain: 'Call again',
  seat: 'Seat',
  remove: 'Remove',
  callLabel: 'Call {{reference}}',
  callAgainLabel: 'Call {{reference}} again',
  seatLabel: 'Seat {{reference}}',
  removeLabel: 'Remove {{reference}}',
  working: 'Working…',
  statusWaiting: 'Waiting',
  statusCalled: 'Called',
  statusSeated: 'Seated',
  statusRemoved: 'Removed',
  calledOk: 'Party {{reference}} called; the SMS is on its way.',
  seatedOk: 'Party {{reference}} seated.',
  removedOk: 'Party {{reference}} removed from the queue.',
  actionFailed: 'Something went wrong, please try again.',
  removeTitle: 'Remove party {{reference}}?',
  removeText: '{{name}} (party of {{guests}}) will leave the queue and the parties after them move up.',
  loadFailed: 'The queue could not be loaded.',
  retry: 'Retry',
  settingsTitle: 'Waiting time estimate',
  averageMinutes: 'Average minutes per party',
  averageHelp: 'Diners see the parties ahead of them times this figure.',
  save: 'Save',
  saved: 'Saved.',
  saveFailed: 'The setting could not be saved.',
} as const;

export type QueueBoardTextKey = keyof typeof enQueueBoard;

registerScopedTexts<QueueBoardTextKey>('queueBoard', enQueueBoard);

export type QueueBoardT = ScopedT<QueueBoardTextKey>;

/** t() for the queue board's texts (keys of enQueueBoard). */
export function useQueueBoardT(): QueueBoardT {
  return useScopedT<QueueBoardTextKey>('queueBoard');
}
