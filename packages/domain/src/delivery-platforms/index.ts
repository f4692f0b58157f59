// Delivery platforms (Uber Eats, Fantuan, Hungry Panda): upload contracts and the menu mappings.
export * from './delivery-menu';
export * from './delivery-platforms.contract';
export * from './fantuan-menu';
export * from './hungry-panda-menu';
export * from './uber-eats-menu';
