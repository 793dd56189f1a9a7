// The promo code form, for a new code and for changing one: what it takes off, from what order,
// when it runs (India time), its limits and its switch. The server checks every field again with
// the same schema; its messages appear beside the fields they are about.
import { Form, useNavigation } from "react-router";
import type { AdminActionData } from "~/features/admin/admin-action.server";
import { DeskAnswer, FieldError, fieldClass, fieldProps, labelClass, panelClass, primaryButton } from "~/features/admin/orders/order-desk-ui";
import { promotionLimits } from "~/lib/forms/promotion-schema";

export interface PromotionFormProps {
  /** A new code names itself; an existing one's name is fixed (orders and carts name it). */
  mode: "new" | "edit";
  /** The fields as saved (edit) or as a new code starts. */
  initial: Record<string, string>;
  answer: AdminActionData | undefined;
}

const newCodeDefaults: Record<string, string> = { kind: "percent", minSubtotal: "0", active: "yes" };

export function PromotionForm({ mode, initial, answer }: PromotionFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const mine = answer?.intent === "save" ? answer : undefined;
  const errors = mine?.fieldErrors ?? {};
  // After a refusal the form shows what was typed; otherwise what is saved.
  const values: Partial<Record<string, string>> = mine && !mine.ok && mine.values ? mine.values : { ...(mode === "new" ? newCodeDefaults : {}), ...initial };
  const formKey = mine?.ok ?? "form";

  return (
    <Form method="post" noValidate className="space-y-5" key={formKey}>
      <input type="hidden" name="intent" value="save" />
      <DeskAnswer answer={mine?.formError ? { formError: mine.formError } : undefined} />
      {errors.form ? <FieldError id="promotion-form-error" message={errors.form} /> : null}

      <div className={`${panelClass} grid grid-cols-2 gap-4`}>
        {mode === "new" ? (
          <div className="col-span-2 max-w-sm">
            <label htmlFor="promotion-code" className={labelClass}>
              Code
            </label>
            <p id="promotion-code-hint" className="text-sm text-stone-600">
              What shoppers type: {promotionLimits.codeMin} to {promotionLimits.codeMax} letters or digits. Saved in capitals.
            </p>
            <input
              {...fieldProps("promotion-code", errors.code)}
              aria-describedby={errors.code ? "promotion-code-hint promotion-code-error" : "promotion-code-hint"}
              name="code"
              required
              maxLength={promotionLimits.codeMax}
              autoCapitalize="characters"
              spellCheck={false}
              defaultValue={values.code}
              className={`${fieldClass} font-mono uppercase`}
            />
            <FieldError id="promotion-code-error" message={errors.code} />
          </div>
        ) : null}

        <fieldset className="col-span-2">
          <legend className={labelClass}>Takes off</legend>
          <div className="mt-2 flex flex-wrap gap-6 text-sm">
            <label className="flex items-center gap-2">
              <input type="radio" name="kind" value="percent" defaultChecked={values.kind === "percent"} />A percent of the subtotal
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="kind" value="flat" defaultChecked={values.kind === "flat"} />A flat amount in rupees
            </label>
          </div>
          <FieldError id="promotion-kind-error" message={errors.kind} />
        </fieldset>

        <div>
          <label htmlFor="promotion-value" className={labelClass}>
            How much (percent, or rupees)
          </label>
          <input {...fieldProps("promotion-value", errors.value)} name="value" inputMode="numeric" required defaultValue={values.value} className={fieldClass} />
          <FieldError id="promotion-value-error" message={errors.value} />
        </div>
        <div>
          <label htmlFor="promotion-min-subtotal" className={labelClass}>
            Minimum order (₹, before the discount)
          </label>
          <input
            {...fieldProps("promotion-min-subtotal", errors.minSubtotal)}
            name="minSubtotal"
            inputMode="numeric"
            defaultValue={values.minSubtotal}
            className={fieldClass}
          />
          <FieldError id="promotion-min-subtotal-error" message={errors.minSubtotal} />
        </div>

        <div>
          <label htmlFor="promotion-starts" className={labelClass}>
            Starts (India time; empty: now)
          </label>
          <input {...fieldProps("promotion-starts", errors.startsAt)} type="datetime-local" name="startsAt" defaultValue={values.startsAt} className={fieldClass} />
          <FieldError id="promotion-starts-error" message={errors.startsAt} />
        </div>
        <div>
          <label htmlFor="promotion-ends" className={labelClass}>
            Ends (India time; empty: never)
          </label>
          <input {...fieldProps("promotion-ends", errors.endsAt)} type="datetime-local" name="endsAt" defaultValue={values.endsAt} className={fieldClass} />
          <FieldError id="promotion-ends-error" message={errors.endsAt} />
        </div>

        <div>
          <label htmlFor="promotion-max-uses" className={labelClass}>
            Orders in all (empty: no limit)
          </label>
          <input {...fieldProps("promotion-max-uses", errors.maxUses)} name="maxUses" inputMode="numeric" defaultValue={values.maxUses} className={fieldClass} />
          <FieldError id="promotion-max-uses-error" message={errors.maxUses} />
        </div>
        <div>
          <label htmlFor="promotion-max-per-shopper" className={labelClass}>
            Orders per shopper (empty: no limit)
          </label>
          <input
            {...fieldProps("promotion-max-per-shopper", errors.maxUsesPerShopper)}
            name="maxUsesPerShopper"
            inputMode="numeric"
            defaultValue={values.maxUsesPerShopper}
            className={fieldClass}
          />
          <FieldError id="promotion-max-per-shopper-error" message={errors.maxUsesPerShopper} />
        </div>

        <div className="col-span-2 space-y-2 text-sm">
          <label className="flex items-start gap-2">
            <input type="checkbox" name="firstOrderOnly" value="yes" defaultChecked={values.firstOrderOnly === "yes"} className="mt-1" />
            <span>
              <strong>First order only.</strong> A limit per shopper or first order only needs a signed-in shopper; cancelled orders do not
              count.
            </span>
          </label>
          <label className="flex items-start gap-2">
            <input type="checkbox" name="active" value="yes" defaultChecked={values.active === "yes"} className="mt-1" />
            <span>
              <strong>Switched on.</strong> Switched off, the code is refused as invalid at once, in carts too.
            </span>
          </label>
        </div>
      </div>

      <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
        {mode === "new" ? "Make the promo code" : "Save the changes"}
      </button>
    </Form>
  );
}
