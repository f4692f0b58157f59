import { QUEUE_MESSAGES } from '@rpos/domain';
import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/**
 * Texts of the diner's walk-in queue screen (/queue/:restaurantId). The spec's messages are the
 * domain's QUEUE_MESSAGES (the English texts point at them, so they are never typed twice); zh
 * translates them. Registered under `queue.` when the queue page first loads.
 */
export const enQueue = {
  title: 'Join the queue',
  intro: 'Leave your name and mobile number and we will text you when your table is ready.',
  name: 'Name',
  guests: 'Number of guests',
  mobile: 'Mobile number',
  submit: 'Submit',
  submitting: 'Joining the queue…',
  loading: 'Loading…',
  nameRequired: QUEUE_MESSAGES.name,
  guestsRequired: QUEUE_MESSAGES.guests,
  mobileInvalid: QUEUE_MESSAGES.mobile,
  failed: QUEUE_MESSAGES.failed,
  closed: QUEUE_MESSAGES.closed,
  joinedTitle: 'You are in the queue',
  reference: 'Your reference number',
  waitingMinutes: 'Approximate waiting time: {{minutes}} minutes',
  waitingNone: 'Approximate waiting time: less than a minute',
  position: 'Your place in the queue: {{position}}',
  partiesAhead: 'Parties ahead of you: {{count}}',
  next: 'You are next!',
  live: 'This page updates by itself as the queue moves.',
  calledTitle: 'Your table is ready',
  called: 'Your table is ready, please come to the counter.',
  seatedTitle: 'Enjoy your meal',
  seated: 'You have been seated. Enjoy your meal!',
  removedTitle: 'No longer in the queue',
  removed: 'You are no longer in the queue. You are welcome to join it again.',
  party: '{{name}}, party of {{guests}}',
  joinAgain: 'Join the queue again',
  retry: 'Try again',
  newEntry: 'Join with another party',
  ticketGone: 'We could not find your earlier place in the queue. You are welcome to join again.',
} as const;

export type QueueTextKey = keyof typeof enQueue;

export const zhQueue: Partial<Record<QueueTextKey, string>> = {
  title: '排队取号',
  intro: '留下您的姓名和手机号码，餐桌准备好时我们会短信通知您。',
  name: '姓名',
  guests: '用餐人数',
  mobile: '手机号码',
  submit: '提交',
  submitting: '正在取号…',
  loading: '加载中…',
  nameRequired: '请输入您的姓名',
  guestsRequired: '请输入用餐人数',
  mobileInvalid: '手机号码无效',
  failed: '出错了，请稍后再试。',
  closed: '网上排队已关闭，请稍后再试。',
  joinedTitle: '您已成功排队',
  reference: '您的排队号码',
  waitingMinutes: '预计等待时间：{{minutes}} 分钟',
  waitingNone: '预计等待时间：不到一分钟',
  position: '您当前的位置：第 {{position}} 位',
  partiesAhead: '您前面还有 {{count}} 桌',
  next: '下一位就是您！',
  live: '本页面会随排队进度自动更新。',
  calledTitle: '您的餐桌已准备好',
  called: '您的餐桌已准备好，请到前台。',
  seatedTitle: '祝您用餐愉快',
  seated: '您已入座，祝您用餐愉快！',
  removedTitle: '已不在队列中',
  removed: '您已不在排队队列中，欢迎重新取号。',
  party: '{{name}}，{{guests}} 位',
  joinAgain: '重新排队',
  retry: '重试',
  newEntry: '为其他客人取号',
  ticketGone: '找不到您之前的排队记录，欢迎重新取号。',
};

registerScopedTexts<QueueTextKey>('queue', enQueue, zhQueue);

export type QueueT = ScopedT<QueueTextKey>;

/** t() for the diner queue screen's texts (keys of enQueue). */
export function useQueueT(): QueueT {
  return useScopedT<QueueTextKey>('queue');
}

const MESSAGE_KEYS: Partial<Record<string, QueueTextKey>> = {
  [QUEUE_MESSAGES.name]: 'nameRequired',
  [QUEUE_MESSAGES.guests]: 'guestsRequired',
  [QUEUE_MESSAGES.mobile]: 'mobileInvalid',
  [QUEUE_MESSAGES.failed]: 'failed',
  [QUEUE_MESSAGES.closed]: 'closed',
};

/** A domain or server message in the diner's language when the queue texts know it, else as is. */
export function queueMessage(t: QueueT, message: string): string {
  const key = MESSAGE_KEYS[message];
  return key ? t(key) : message;
}
