import { data, Form, useNavigation } from "react-router";
import { adminFormInvalid, type AdminActionData } from "~/features/admin/admin-action.server";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { readAuthFields } from "~/features/auth/auth-action.server";
import { FormMessage } from "~/features/auth/auth-form";
import { staffRoleDescriptions, staffRoleNames, staffRoles, type StaffRole } from "~/lib/admin/staff-permissions";
import { refusalHeaders, refusalOf } from "~/lib/contracts/refusal";
import type { StaffApiTokenView } from "~/lib/contracts/staff";
import { apiTokenNameMaxLength, apiTokenSchema } from "~/lib/forms/api-token-schema";
import { staffMessages } from "~/lib/forms/staff-schemas";
import { formatDateTime } from "~/lib/format-date";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-api-tokens";

// The owner's API tokens: integrations (a courier's updates, a warehouse script) call /api/admin/*
// with one. A new token is shown once, in the answer to the form that made it, and never again.
export function meta(): Route.MetaDescriptors {
  return [{ title: `API tokens | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

interface TokenActionData extends AdminActionData {
  /** The token just made: in this one answer only. */
  created?: { token: string; name: string; role: StaffRole };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "api-tokens.manage");
  return { tokens: await context.services.apiTokens.list(actor) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaffPermission(request, context, "api-tokens.manage");
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const fields = read.fields;
  const intent = fields.intent ?? "";
  try {
    if (intent === "create") {
      const values = { name: (fields.name ?? "").slice(0, apiTokenNameMaxLength), role: fields.role ?? "" };
      const parsed = apiTokenSchema.safeParse({ name: fields.name ?? "", role: fields.role ?? "" });
      if (!parsed.success) return adminFormInvalid(intent, parsed.error.issues, values);
      const { token, view } = await context.services.apiTokens.create(actor, parsed.data);
      return data<TokenActionData>({ intent, ok: `Token "${view.name}" made.`, created: { token, name: view.name, role: view.role } }, { headers: privatePageHeaders() });
    }
    if (intent === "revoke") {
      const id = Number(fields.id);
      await context.services.apiTokens.revoke(actor, Number.isSafeInteger(id) ? id : 0);
      return data<TokenActionData>({ intent, ok: "The token is revoked: it no longer works." });
    }
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) {
      context.logger.error({ err: error, reqId: context.requestId, intent }, "back-office action failed");
      return data<TokenActionData>({ intent, formError: staffMessages.saveFailed }, { status: 500 });
    }
    return data<TokenActionData>({ intent, formError: refusal.message }, { status: refusal.status, headers: refusalHeaders(refusal) });
  }
  return adminFormInvalid("unknown", [{ path: ["form"], message: "Unknown action." }], {});
}

const buttonClass = "rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700";
const primaryClass = "rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const inputClass = "mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-sm";

function statusOf(token: StaffApiTokenView): string {
  if (token.revokedAt) return `Revoked ${formatDateTime(token.revokedAt)}`;
  if (token.inactiveReason) return `Stopped: ${token.inactiveReason}`;
  return "Active";
}

function NewToken({ created }: { created: NonNullable<TokenActionData["created"]> }) {
  return (
    <section aria-labelledby="new-token-heading" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-4">
      <h2 id="new-token-heading" className="text-lg font-semibold">
        Your new token: {created.name}
      </h2>
      <p className="mt-1 text-sm font-medium text-amber-900">
        Copy it now: it is shown only this once, and the store keeps no copy it could show again. Anyone holding it acts as{" "}
        {staffRoleNames[created.role]} in the back office, so keep it out of e-mails, chats and code repositories.
      </p>
      <label htmlFor="new-token" className="mt-3 block text-sm font-medium">
        Token
      </label>
      <input
        id="new-token"
        readOnly
        value={created.token}
        onFocus={(event) => {
          event.currentTarget.select();
        }}
        className="mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 font-mono text-sm"
      />
      <p className="mt-2 text-sm text-stone-700">
        Send it as <code className="font-mono">Authorization: Bearer …</code> to <code className="font-mono">/api/admin/*</code> (described at{" "}
        <a href="/api/docs" className="underline">
          /api/docs
        </a>
        ).
      </p>
    </section>
  );
}

export default function AdminApiTokens({ loaderData, actionData }: Route.ComponentProps) {
  const answer: TokenActionData | undefined = actionData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const createAnswer = answer?.intent === "create" ? answer : undefined;
  const otherAnswer = answer && answer.intent !== "create" ? answer : undefined;
  return (
    <div className="max-w-5xl space-y-10">
      <h1 className="text-2xl font-semibold">API tokens</h1>
      <p className="max-w-3xl text-sm text-stone-700">
        Integrations (a courier&apos;s status updates, a warehouse script) call the back office&apos;s API with a token. Each token acts with the role you choose,
        and the audit trail names the token with everything it changes. A token stops working when it is revoked, or when the owner who made it is disabled or
        no longer an owner.
      </p>
      {otherAnswer?.ok ? <FormMessage tone="success">{otherAnswer.ok}</FormMessage> : null}
      {otherAnswer?.formError ? <FormMessage tone="error">{otherAnswer.formError}</FormMessage> : null}
      {createAnswer?.created ? <NewToken created={createAnswer.created} /> : null}

      <section aria-labelledby="tokens-heading">
        <h2 id="tokens-heading" className="text-lg font-semibold">
          Tokens
        </h2>
        {loaderData.tokens.length === 0 ? (
          <p className="mt-3 text-sm text-stone-700">No tokens yet.</p>
        ) : (
          <table className="mt-3 w-full border-collapse bg-white text-left text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="px-3 py-2 font-medium">Name</th>
                <th scope="col" className="px-3 py-2 font-medium">Role</th>
                <th scope="col" className="px-3 py-2 font-medium">Made by</th>
                <th scope="col" className="px-3 py-2 font-medium">Made</th>
                <th scope="col" className="px-3 py-2 font-medium">Last used</th>
                <th scope="col" className="px-3 py-2 font-medium">Status</th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">Revoke</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.tokens.map((token) => (
                <tr key={token.id} className="border-b border-stone-100 align-middle">
                  <td className="px-3 py-2 font-medium">{token.name}</td>
                  <td className="px-3 py-2">{staffRoleNames[token.role]}</td>
                  <td className="px-3 py-2">{token.createdBy}</td>
                  <td className="px-3 py-2">{formatDateTime(token.createdAt)}</td>
                  <td className="px-3 py-2">{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : "Never"}</td>
                  <td className="px-3 py-2">{statusOf(token)}</td>
                  <td className="px-3 py-2 text-right">
                    {token.revokedAt ? null : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="revoke" />
                        <input type="hidden" name="id" value={token.id} />
                        <button type="submit" className={buttonClass} aria-disabled={busy || undefined}>
                          Revoke<span className="sr-only"> the token {token.name}</span>
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="create-heading" className="max-w-xl">
        <h2 id="create-heading" className="text-lg font-semibold">
          Make a token
        </h2>
        <Form method="post" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="create" />
          {createAnswer?.formError ? <FormMessage tone="error">{createAnswer.formError}</FormMessage> : null}
          <div>
            <label htmlFor="token-name" className="block text-sm font-medium">
              Name
            </label>
            <p id="token-name-hint" className="text-sm text-stone-600">
              What will use it, so the audit trail and this list say so: for example, Courier updates.
            </p>
            <input
              id="token-name"
              name="name"
              required
              maxLength={apiTokenNameMaxLength}
              defaultValue={createAnswer?.ok ? "" : createAnswer?.values?.name}
              aria-invalid={createAnswer?.fieldErrors?.name ? true : undefined}
              aria-describedby={createAnswer?.fieldErrors?.name ? "token-name-hint token-name-error" : "token-name-hint"}
              className={inputClass}
            />
            {createAnswer?.fieldErrors?.name ? (
              <p id="token-name-error" role="alert" className="mt-1 text-sm font-medium text-red-800">
                {createAnswer.fieldErrors.name}
              </p>
            ) : null}
          </div>
          <fieldset>
            <legend className="text-sm font-medium">Role</legend>
            {createAnswer?.fieldErrors?.role ? (
              <p role="alert" className="mt-1 text-sm font-medium text-red-800">
                {createAnswer.fieldErrors.role}
              </p>
            ) : null}
            <div className="mt-2 space-y-2">
              {staffRoles.map((role) => (
                <label key={role} className="flex items-start gap-2 text-sm">
                  <input type="radio" name="role" value={role} required defaultChecked={role === (createAnswer?.values?.role ?? "support")} className="mt-1" />
                  <span>
                    <strong>{staffRoleNames[role]}</strong>: {staffRoleDescriptions[role]}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={primaryClass}>
            Make the token
          </button>
        </Form>
      </section>
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
