export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  current: ['subscriptions', 'current'] as const,
  history: ['subscriptions', 'history'] as const,
  plans: ['subscriptions', 'plans'] as const,
};
