import type { TSubscription } from '@futsal/shared/schemas/subscription';
import { useSnackbar } from '../../../lib/notices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/dates';
import { isApiError } from '../../../lib/api-client';
import { useCancelSubscriptionMutation } from '../api/cancel-subscription';
import { useChangeSubscriptionMutation } from '../api/change-subscription';
import { useReactivateSubscriptionMutation } from '../api/reactivate-subscription';
import { planName } from '../format';
import type { ConfirmActionDialogProps } from './ConfirmActionDialog';
import type { PlanChoice } from './PlanChangeOptions';

type Pending = { kind: 'cancel' } | { kind: 'reactivate' } | { kind: 'change'; choice: PlanChoice };

/**
 * Cancel, reactivate and plan changes, each behind a confirmation dialog that
 * names what will happen and stays open with the server's reasons on failure.
 */
export function useSubscriptionActions(
  s: TSubscription | null,
  priceOf: (c: { plan: TSubscription['plan']; period: TSubscription['period'] }) => string,
) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [pending, setPending] = useState<Pending | null>(null);
  const cancel = useCancelSubscriptionMutation();
  const reactivate = useReactivateSubscriptionMutation();
  const change = useChangeSubscriptionMutation();
  const date = formatDate(s?.nextBillingDate ?? null, 'medium');

  const reset = () => {
    cancel.reset();
    reactivate.reset();
    change.reset();
  };
  const open = (p: Pending) => {
    reset();
    setPending(p);
  };
  const close = () => setPending(null);

  const errorOf = (err: unknown, fallbackKey: string) =>
    err
      ? isApiError(err) && err.code !== 'HTTP_ERROR' && err.message
        ? err.message
        : t(fallbackKey)
      : null;

  let dialog: ConfirmActionDialogProps | null = null;
  if (s && pending?.kind === 'cancel') {
    dialog = {
      open: true,
      title: t('billing.confirm.cancelTitle'),
      text: t('billing.confirm.cancelText', { plan: planName(s.plan), date }),
      confirmLabel: t('billing.confirm.cancelConfirm'),
      color: 'error',
      pending: cancel.isPending,
      // Spec §8: the service's own text when the call fails.
      error: cancel.error ? t('subscription.error.cancel') : null,
      onCancel: close,
      onConfirm: () =>
        cancel.mutate(s.id, {
          onSuccess: () => {
            close();
            enqueueSnackbar(t('billing.done.cancelled'), { variant: 'success' });
          },
        }),
    };
  } else if (s && pending?.kind === 'reactivate') {
    dialog = {
      open: true,
      title: t('billing.confirm.reactivateTitle'),
      text: t('billing.confirm.reactivateText', { price: priceOf(s), date }),
      confirmLabel: t('billing.confirm.reactivateConfirm'),
      pending: reactivate.isPending,
      error: reactivate.error ? t('subscription.error.reactivate') : null,
      onCancel: close,
      onConfirm: () =>
        reactivate.mutate(s.id, {
          onSuccess: () => {
            close();
            enqueueSnackbar(t('billing.done.reactivated'), { variant: 'success' });
          },
        }),
    };
  } else if (s && pending?.kind === 'change') {
    const { choice } = pending;
    const name = planName(choice.plan);
    dialog = {
      open: true,
      title: choice.upgrade
        ? t('billing.confirm.upgradeTitle', { plan: name })
        : t('billing.confirm.downgradeTitle', { plan: name }),
      text: choice.upgrade
        ? t('billing.confirm.upgradeText', { price: priceOf(choice) })
        : t('billing.confirm.downgradeText', { date, price: priceOf(choice) }),
      confirmLabel: t('billing.confirm.confirm'),
      color: choice.upgrade ? 'secondary' : 'primary',
      pending: change.isPending,
      error: change.error
        ? isApiError(change.error) && change.error.code === 'PLAN_DOWNGRADE_BLOCKED'
          ? t('billing.confirm.blocked')
          : errorOf(change.error, 'errors.INTERNAL_ERROR')
        : null,
      reasons: isApiError(change.error) ? change.error.details.map((d) => d.message) : [],
      onCancel: close,
      onConfirm: () =>
        change.mutate(
          { id: s.id, plan: choice.plan, period: choice.period },
          {
            onSuccess: (res) => {
              close();
              enqueueSnackbar(
                res.appliesAt === 'now'
                  ? t('billing.done.upgraded', { plan: name })
                  : t('billing.done.scheduled', {
                      date: formatDate(res.subscription.nextBillingDate, 'medium'),
                    }),
                { variant: 'success' },
              );
            },
          },
        ),
    };
  }

  /** Asking for the plan in force drops a scheduled change. */
  const keepCurrent = () => {
    if (!s) return;
    change.mutate(
      { id: s.id, plan: s.plan, period: s.period },
      { onSuccess: () => enqueueSnackbar(t('billing.done.kept'), { variant: 'success' }) },
    );
  };

  return { dialog, open, keepCurrent };
}
