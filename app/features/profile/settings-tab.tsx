// Account Settings (spec §2 Settings, §3 Account settings, §5 Change password): the name and
// mobile number (registration's rules and messages), the e-mail with a working Change Email
// Address (it asks for the current password), the change-password form with the spec's messages,
// and the notification toggles, saved to the account.
import { useId, useState, type ReactNode, type SyntheticEvent } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
import { accountDetailsSchema, notificationToggles, type NotificationSettings } from "~/lib/forms/account-schemas";
import { authMaxLengths, changePasswordSchema, fieldErrorsOf, validateFields, type FieldErrors } from "~/lib/forms/auth-schemas";
import { maskPhone, phoneMaxLength } from "~/lib/phone";
import type { ProfileActionData } from "./profile-intents";
import { profileTabPath } from "./profile-tabs";
import { buttonPrimary, buttonSecondary, card, Field, Notice, useFormCheck } from "./profile-ui";
import { useResetOnSuccess } from "~/ui/use-reset-on-success";

const settingsPath = profileTabPath("settings");

export interface SettingsTabProps {
  details: { firstName: string; lastName: string; mobile: string };
  email: string;
  notifications: NotificationSettings;
  /** ?change=email: the change-e-mail form is open. */
  changingEmail: boolean;
  actionData: ProfileActionData | undefined;
}

function Section({ title, children, description }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-stone-700">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function SettingsTab({ details, email, notifications, changingEmail, actionData }: SettingsTabProps) {
  return (
    <div className="space-y-5">
      <DetailsSection details={details} actionData={actionData?.intent === "details" ? actionData : undefined} />
      <EmailSection email={email} open={changingEmail} actionData={actionData?.intent === "email" ? actionData : undefined} />
      <PasswordSection pageAnswer={actionData?.intent === "password" ? actionData : undefined} />
      <NotificationsSection notifications={notifications} actionData={actionData?.intent === "notifications" ? actionData : undefined} />
    </div>
  );
}

/** The name and mobile number, with the registration form's rules and messages, checked here first. */
function DetailsSection({ details, actionData }: { details: SettingsTabProps["details"]; actionData: ProfileActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "details";
  const check = useFormCheck((values) => validateFields(accountDetailsSchema, values));
  const failed = actionData && !actionData.ok ? actionData : null;
  const errors = check.clientErrors ?? failed?.errors ?? {};
  const value = (name: keyof SettingsTabProps["details"]) => failed?.values[name] ?? details[name];
  return (
    <Section title={t("Name and Mobile")}>
      <Form method="post" action={settingsPath} noValidate onSubmit={check.onSubmit} onInput={check.onInput} className="grid gap-4 sm:max-w-md">
        <input type="hidden" name="intent" value="details" />
        {actionData?.ok && !check.clientErrors ? <Notice tone="success">{t(actionData.message)}</Notice> : null}
        {failed?.message && !check.clientErrors ? <Notice tone="error">{t(failed.message)}</Notice> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="firstName" label={t("First name")} defaultValue={value("firstName")} error={errors.firstName} autoComplete="given-name" maxLength={authMaxLengths.name} />
          <Field name="lastName" label={t("Last name")} defaultValue={value("lastName")} error={errors.lastName} autoComplete="family-name" maxLength={authMaxLengths.name} />
        </div>
        <Field name="mobile" label={t("Mobile")} type="tel" defaultValue={value("mobile")} error={errors.mobile} autoComplete="tel-national" inputMode="tel" maxLength={phoneMaxLength} mask={maskPhone} placeholder={t("10-digit mobile number")} />
        <div>
          <button type="submit" disabled={busy} className={buttonPrimary}>
            {busy ? t("Saving…") : t("Save Details")}
          </button>
        </div>
      </Form>
    </Section>
  );
}

function EmailSection({ email, open, actionData }: { email: string; open: boolean; actionData: ProfileActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const failed = actionData && !actionData.ok ? actionData : null;
  const showForm = (open || failed !== null) && !actionData?.ok;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "email";
  return (
    <Section title={t("Email Address")}>
      {actionData?.ok ? (
        <div className="mb-4">
          <Notice tone="success">{t(actionData.message)}</Notice>
        </div>
      ) : null}
      <p className="text-sm text-stone-700">{t("You sign in and receive order e-mails at")}</p>
      <p className="mt-0.5 font-medium break-words text-ink">{email}</p>
      {showForm ? (
        <Form method="post" action={settingsPath} noValidate className="mt-5 grid gap-4 sm:max-w-md">
          <input type="hidden" name="intent" value="email" />
          {failed?.message ? <Notice tone="error">{t(failed.message)}</Notice> : null}
          <Field name="newEmail" label={t("New email address")} type="email" defaultValue={failed?.values.newEmail ?? ""} error={failed?.errors.newEmail} autoComplete="email" inputMode="email" maxLength={authMaxLengths.email} />
          <Field name="currentPassword" label={t("Current password")} type="password" error={failed?.errors.currentPassword} autoComplete="current-password" maxLength={authMaxLengths.password} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Link to={settingsPath} className={buttonSecondary}>
              {t("Cancel")}
            </Link>
            <button type="submit" disabled={busy} className={buttonPrimary}>
              {busy ? t("Saving…") : t("Save Email Address")}
            </button>
          </div>
        </Form>
      ) : (
        <Link to={profileTabPath("settings", { change: "email" })} className={`${buttonSecondary} mt-4`}>
          {t("Change Email Address")}
        </Link>
      )}
    </Section>
  );
}

/**
 * Spec §5: all three fields required, "New passwords do not match", at least 8 characters, and
 * "Failed to change password. Please try again." when the change fails. Checked in the browser
 * first, then by the server; on success the fields clear and other sessions are signed out.
 */
function PasswordSection({ pageAnswer }: { pageAnswer: ProfileActionData | undefined }) {
  const t = useT();
  const fetcher = useFetcher<ProfileActionData>();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // The fetcher's answer with JavaScript; the page's own action answer after a plain form post.
  const answer = fetcher.state === "idle" ? (fetcher.data ?? pageAnswer) : undefined;
  const busy = fetcher.state !== "idle";
  const formRef = useResetOnSuccess(answer);

  const errors = clientErrors ?? (answer && !answer.ok ? answer.errors : {});
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setClientErrors(null);
  };
  // A field's error clears when the shopper edits it (spec §5, as on the sign-in forms).
  const onInput = (event: SyntheticEvent<HTMLFormElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || !clientErrors?.[target.name]) return;
    setClientErrors({ ...clientErrors, [target.name]: undefined });
  };
  return (
    <Section title={t("Change Password")} description={t("After the change, you stay signed in here and every other device is signed out.")}>
      <fetcher.Form ref={formRef} method="post" action={settingsPath} noValidate onSubmit={onSubmit} onInput={onInput} className="grid gap-4 sm:max-w-md">
        <input type="hidden" name="intent" value="password" />
        {answer?.ok && !clientErrors ? <Notice tone="success">{t(answer.message)}</Notice> : null}
        {answer && !answer.ok && answer.message && !clientErrors ? <Notice tone="error">{t(answer.message)}</Notice> : null}
        <Field name="currentPassword" label={t("Current password")} type="password" error={errors.currentPassword} autoComplete="current-password" maxLength={authMaxLengths.password} />
        <Field name="newPassword" label={t("New password")} type="password" error={errors.newPassword} autoComplete="new-password" maxLength={authMaxLengths.password} />
        <Field name="confirmPassword" label={t("Confirm new password")} type="password" error={errors.confirmPassword} autoComplete="new-password" maxLength={authMaxLengths.password} />
        <div>
          <button type="submit" disabled={busy} className={buttonPrimary}>
            {busy ? t("Updating…") : t("Update Password")}
          </button>
        </div>
      </fetcher.Form>
    </Section>
  );
}

function NotificationsSection({ notifications, actionData }: { notifications: NotificationSettings; actionData: ProfileActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "notifications";
  const groups = [
    { id: "email", title: msg("Email notifications") },
    { id: "push", title: msg("Push notifications") },
  ] as const;
  return (
    <Section title={t("Notifications")}>
      <Form method="post" action={settingsPath} className="space-y-6">
        <input type="hidden" name="intent" value="notifications" />
        {actionData?.ok ? <Notice tone="success">{t(actionData.message)}</Notice> : null}
        {groups.map((group) => (
          <fieldset key={group.id}>
            <legend className="text-sm font-semibold tracking-wide text-stone-800 uppercase">{t(group.title)}</legend>
            <div className="mt-2 divide-y divide-stone-100">
              {notificationToggles
                .filter((toggle) => toggle.group === group.id)
                .map((toggle) => (
                  <Toggle
                    key={toggle.name}
                    name={toggle.name}
                    label={t(toggle.label)}
                    description={t(toggle.description)}
                    defaultChecked={toggle.group === "email" ? notifications.email[toggle.key] : notifications.push[toggle.key]}
                  />
                ))}
            </div>
          </fieldset>
        ))}
        <button type="submit" disabled={busy} className={buttonPrimary}>
          {busy ? t("Saving…") : t("Save Preferences")}
        </button>
      </Form>
    </Section>
  );
}

/** A native checkbox shown as a switch (role="switch"), so it posts with the form without JavaScript. */
function Toggle({ name, label, description, defaultChecked }: { name: string; label: string; description: string; defaultChecked: boolean }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <label htmlFor={id} className="min-w-0 cursor-pointer">
        <span className="block font-medium text-ink">{label}</span>
        <span id={`${id}-description`} className="block text-sm text-stone-700">
          {description}
        </span>
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        name={name}
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-description`}
        className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-400 transition-colors before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-700 checked:before:translate-x-5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      />
    </div>
  );
}
