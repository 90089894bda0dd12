/** The subscriptions module's public file: what other modules may use of it. */
export { SubscriptionsRepository } from './subscriptions.repository';
