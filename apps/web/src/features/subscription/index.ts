/** What other features use of the subscription: the plan in force, to show usage and gate actions. */
export { allows, isFull, limitOf, usePlan, type TPlanState } from './api/use-plan';
export { subscriptionKeys } from './api/keys';
