import { SubscriptionResultPage } from './SubscriptionResultPage';

export default function SubscriptionSuccessPage() {
  return <SubscriptionResultPage outcome="success" />;
}
