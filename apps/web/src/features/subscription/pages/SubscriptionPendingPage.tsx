import { SubscriptionResultPage } from './SubscriptionResultPage';

export default function SubscriptionPendingPage() {
  return <SubscriptionResultPage outcome="pending" />;
}
