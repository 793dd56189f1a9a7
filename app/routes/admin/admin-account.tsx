import { Form, redirect } from "react-router";
import { adminAttempt, adminFormInvalid, type AdminActionData } from "~/features/admin/admin-action.server";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { requireStaff } from "~/features/admin/require-staff.server";
import { readAuthFields } from "~/features/auth/auth-action.server";
import { FormMessage } from "~/features/auth/auth-form";
import { staffRoleNames } from "~/lib/admin/staff-permissions";
import { secondFactorCodeSchema } from "~/lib/forms/staff-schemas";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import { QrCode } from "~/ui/qr-code";
import type { Route } from "./+types/admin-account";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Your account | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireStaff(request, context);
  const { staff } = actor;
  // A new secret each time the page is shown until one is confirmed; it is saved only then.
  const enrolment = staff.hasSecondFactor ? null : context.services.staff.startSecondFactor(actor);
  return { name: staff.name, email: staff.email, role: staffRoleNames[staff.role], hasSecondFactor: staff.hasSecondFactor, enrolment };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(request, context);
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const { intent = "", secret = "", code = "" } = read.fields;
  if (intent === "sign-out-everywhere") {
    await context.services.staff.signOutEverywhere(actor);
    return redirect("/admin/login", { headers: { "Set-Cookie": context.staffCookies.signOut() } });
  }
  const parsed = secondFactorCodeSchema.safeParse({ code });
  if (intent === "second-factor-on") {
    // After a mistyped code, the same secret again: the app already holds it.
    const enrolment = context.services.staff.startSecondFactor(actor, secret.slice(0, 64));
    if (!parsed.success) return adminFormInvalid(intent, parsed.error.issues, {}, { enrolment });
    return adminAttempt(
      intent,
      context,
      {},
      async () => {
        await context.services.staff.confirmSecondFactor(actor, { secret: enrolment.secret, code: parsed.data.code });
        return "Your authenticator code is on: sign-in asks for it from now on.";
      },
      { enrolment },
    );
  }
  if (!parsed.success) return adminFormInvalid(intent, parsed.error.issues, {});
  if (intent === "second-factor-off") {
    return adminAttempt(intent, context, {}, async () => {
      await context.services.staff.removeSecondFactor(actor, parsed.data.code);
      return "Your authenticator code is off.";
    });
  }
  return adminFormInvalid("unknown", [{ path: ["form"], message: "Unknown action." }], {});
}

const inputClass = "mt-1 block w-40 rounded-md border border-stone-300 px-3 py-2 text-sm tracking-widest";
const primaryClass = "rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function CodeField({ answer }: { answer: AdminActionData | undefined }) {
  const error = answer?.fieldErrors?.code;
  return (
    <div>
      <label htmlFor="totp-code" className="block text-sm font-medium">
        6-digit code
      </label>
      <input
        id="totp-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "totp-code-error" : undefined}
        className={inputClass}
      />
      {error ? (
        <p id="totp-code-error" role="alert" className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const answer: AdminActionData | undefined = actionData;
  const enrolment = loaderData.hasSecondFactor ? null : (answer?.enrolment ?? loaderData.enrolment);
  return (
    <div className="max-w-2xl space-y-10">
      <div>
        <h1 className="text-2xl font-semibold">Your account</h1>
        <p className="mt-2 text-stone-700">
          {loaderData.name}, {loaderData.email} · {loaderData.role}
        </p>
      </div>
      <section aria-labelledby="second-factor-heading" className="space-y-4">
        <h2 id="second-factor-heading" className="text-lg font-semibold">
          Authenticator code
        </h2>
        {answer?.ok ? <FormMessage tone="success">{answer.ok}</FormMessage> : null}
        {answer?.formError ? <FormMessage tone="error">{answer.formError}</FormMessage> : null}
        {enrolment ? (
          <Form method="post" className="space-y-4">
            <p className="text-sm text-stone-700">
              Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the key, then enter the
              6-digit code it shows. Sign-in will ask for a code from then on.
            </p>
            <QrCode modules={enrolment.qr} label="QR code to add this account to an authenticator app" size={192} />
            <p className="text-sm">
              Key: <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono">{enrolment.secret.replace(/(.{4})/g, "$1 ").trim()}</code>
            </p>
            <input type="hidden" name="secret" value={enrolment.secret} />
            <CodeField answer={answer} />
            <button type="submit" name="intent" value="second-factor-on" className={primaryClass}>
              Turn on
            </button>
          </Form>
        ) : (
          <Form method="post" className="space-y-4">
            <p className="text-sm text-stone-700">Sign-in asks for a code from your authenticator app. To turn it off, enter a current code.</p>
            <CodeField answer={answer} />
            <button type="submit" name="intent" value="second-factor-off" className={primaryClass}>
              Turn off
            </button>
          </Form>
        )}
      </section>
      <section aria-labelledby="sessions-heading" className="space-y-3">
        <h2 id="sessions-heading" className="text-lg font-semibold">
          Signed-in devices
        </h2>
        <p className="text-sm text-stone-700">Lost a laptop or a phone? Sign out everywhere ends every session of your account, this one too.</p>
        <Form method="post">
          <button type="submit" name="intent" value="sign-out-everywhere" className="rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700">
            Sign out everywhere
          </button>
        </Form>
      </section>
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
