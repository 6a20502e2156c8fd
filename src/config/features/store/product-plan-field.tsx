import { BILLING_UNITS, subscriptionWording } from '../../../shared/commerce/subscriptions';
import { TextField } from '../../ui/field';
import { planOf, type PlanDraft } from './product-form';
import { t } from '../../text';

/**
 * A product's subscription plan (issue 19): how often it renews and how many payments in all.
 * The preview shows the wording shoppers see on the product page and in lists.
 */
export function ProductPlanField({
  plan,
  onChange,
  errorOf,
}: {
  plan: PlanDraft;
  onChange: (plan: PlanDraft) => void;
  errorOf: (path: string) => string | undefined;
}) {
  const set = (change: Partial<PlanDraft>) => onChange({ ...plan, ...change });
  const draftPlan = planOf(plan);
  const previewable =
    Number.isInteger(draftPlan.billingPeriod.value) &&
    draftPlan.billingPeriod.value >= 1 &&
    Number.isInteger(draftPlan.numBillingCycles) &&
    draftPlan.numBillingCycles >= 0;
  return (
    <fieldset className="fieldset">
      <legend>{t('owners.subscriptions.plan.legend')}</legend>
      <label>
        <input
          type="checkbox"
          checked={plan.enabled}
          onChange={(event) => set({ enabled: event.target.checked })}
        />{' '}
        {t('owners.subscriptions.plan.enabled')}
      </label>
      <p className="field__hint">{t('owners.subscriptions.plan.enabledHint')}</p>
      {plan.enabled && (
        <>
          <TextField
            label={t('owners.subscriptions.plan.every')}
            type="number"
            min={1}
            step={1}
            value={plan.every}
            onChange={(event) => set({ every: event.target.value })}
            error={errorOf('subscriptionPlans.0.billingPeriod.value')}
          />
          <div className="field">
            <label htmlFor="product-plan-unit">{t('owners.subscriptions.plan.unit')}</label>
            <select
              id="product-plan-unit"
              value={plan.unit}
              onChange={(event) => set({ unit: event.target.value as PlanDraft['unit'] })}
            >
              {BILLING_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`owners.subscriptions.plan.${unit}`)}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('owners.subscriptions.plan.cycles')}
            type="number"
            min={0}
            step={1}
            value={plan.cycles}
            hint={t('owners.subscriptions.plan.cyclesHint')}
            onChange={(event) => set({ cycles: event.target.value })}
            error={errorOf('subscriptionPlans.0.numBillingCycles')}
          />
          {previewable && (
            <p className="field__hint" data-plan-preview>
              {t('owners.subscriptions.plan.preview', { wording: subscriptionWording(draftPlan) })}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
