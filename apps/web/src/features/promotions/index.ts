// The promotions feature (Marketing): its pages load through the back-office routes only.
export { promotionKeys } from './api/promotions-api';
