// One function per kind of lead. Each stores the lead and queues its emails in one transaction.
export { storeContactMessage } from './contact';
export { subscribeToNewsletter, type SubscribeResult } from './newsletter';
export { registerForAcademy } from './academy';
export {
  logSalaryVerification,
  readSalaryRules,
  type SalaryParameterEntry,
  type SalaryRulesResponse,
} from './salary';
