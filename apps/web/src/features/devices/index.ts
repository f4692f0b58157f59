// What other features may use of the devices feature (kiosks, clients, terminals, devices, kitchen display).
export { deviceKeys } from './api/devices-api';
export { kdsKeys } from './api/kds-api';
