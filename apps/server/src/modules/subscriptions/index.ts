/** The subscriptions module's public file: what other modules may use of it. */
export { limitingPlan, SubscriptionsRepository } from './subscriptions.repository';
