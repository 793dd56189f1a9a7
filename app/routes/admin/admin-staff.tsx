import { Form, useNavigation } from "react-router";
import { adminAttempt, adminFormInvalid, type AdminActionData } from "~/features/admin/admin-action.server";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { readAuthFields } from "~/features/auth/auth-action.server";
import { FormMessage } from "~/features/auth/auth-form";
import { isStaffRole, staffRoleDescriptions, staffRoleNames, staffRoles } from "~/lib/admin/staff-permissions";
import { authMaxLengths } from "~/lib/forms/auth-schemas";
import { staffInviteSchema } from "~/lib/forms/staff-schemas";
import { formatDate } from "~/lib/format-date";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-staff";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Staff | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "staff.manage");
  const [members, invitations] = await Promise.all([context.services.staff.listStaff(actor), context.services.staff.listInvitations(actor)]);
  return { members, invitations, me: actor.staff.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaffPermission(request, context, "staff.manage");
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const fields = read.fields;
  const intent = fields.intent ?? "";
  const id = Number(fields.id);
  switch (intent) {
    case "invite": {
      const values = { email: (fields.email ?? "").slice(0, authMaxLengths.email), role: fields.role ?? "" };
      const parsed = staffInviteSchema.safeParse({ email: fields.email ?? "", role: fields.role ?? "" });
      if (!parsed.success) return adminFormInvalid(intent, parsed.error.issues, values);
      const origin = new URL(request.url).origin;
      return adminAttempt(intent, context, values, async () => {
        const invitation = await context.services.staff.invite(actor, parsed.data, origin);
        return `Invitation sent to ${invitation.email}.`;
      });
    }
    case "revoke":
      return adminAttempt(intent, context, {}, async () => {
        await context.services.staff.revokeInvitation(actor, id);
        return "Invitation withdrawn.";
      });
    case "role": {
      const role = fields.role;
      if (!isStaffRole(role)) return adminFormInvalid(intent, [{ path: ["role"], message: "Choose a role" }], {});
      return adminAttempt(intent, context, {}, async () => {
        const member = await context.services.staff.updateMember(actor, id, { role });
        return `${member.name} is now ${staffRoleNames[member.role]}.`;
      });
    }
    case "disable":
    case "enable":
      return adminAttempt(intent, context, {}, async () => {
        const member = await context.services.staff.updateMember(actor, id, { disabled: intent === "disable" });
        return member.disabledAt ? `${member.name} can no longer sign in.` : `${member.name} can sign in again.`;
      });
    default:
      return adminFormInvalid("unknown", [{ path: ["form"], message: "Unknown action." }], {});
  }
}

const buttonClass = "rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700";
const primaryClass = "rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const inputClass = "mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-sm";

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const answer: AdminActionData | undefined = actionData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const inviteAnswer = answer?.intent === "invite" ? answer : undefined;
  const otherAnswer = answer && answer.intent !== "invite" ? answer : undefined;
  return (
    <div className="max-w-5xl space-y-10">
      <h1 className="text-2xl font-semibold">Staff</h1>
      {otherAnswer?.ok ? <FormMessage tone="success">{otherAnswer.ok}</FormMessage> : null}
      {otherAnswer?.formError ? <FormMessage tone="error">{otherAnswer.formError}</FormMessage> : null}

      <section aria-labelledby="members-heading">
        <h2 id="members-heading" className="text-lg font-semibold">
          Members
        </h2>
        <table className="mt-3 w-full border-collapse bg-white text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <th scope="col" className="px-3 py-2 font-medium">Name</th>
              <th scope="col" className="px-3 py-2 font-medium">Email</th>
              <th scope="col" className="px-3 py-2 font-medium">Role</th>
              <th scope="col" className="px-3 py-2 font-medium">Second factor</th>
              <th scope="col" className="px-3 py-2 font-medium">Since</th>
              <th scope="col" className="px-3 py-2 font-medium">Access</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.members.map((member) => (
              <tr key={member.id} className="border-b border-stone-100 align-middle">
                <td className="px-3 py-2 font-medium">
                  {member.name}
                  {member.id === loaderData.me ? <span className="text-stone-600"> (you)</span> : null}
                </td>
                <td className="px-3 py-2">{member.email}</td>
                <td className="px-3 py-2">
                  <Form method="post" className="flex items-center gap-2">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="id" value={member.id} />
                    <label className="sr-only" htmlFor={`role-${member.id}`}>
                      Role of {member.name}
                    </label>
                    <select id={`role-${member.id}`} name="role" defaultValue={member.role} className="rounded-md border border-stone-300 px-2 py-1.5">
                      {staffRoles.map((role) => (
                        <option key={role} value={role}>
                          {staffRoleNames[role]}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className={buttonClass} aria-disabled={busy || undefined}>
                      Save role<span className="sr-only"> of {member.name}</span>
                    </button>
                  </Form>
                </td>
                <td className="px-3 py-2">{member.hasSecondFactor ? "On" : "Off"}</td>
                <td className="px-3 py-2">{formatDate(member.createdAt)}</td>
                <td className="px-3 py-2">
                  <Form method="post" className="flex items-center gap-2">
                    <input type="hidden" name="id" value={member.id} />
                    <span>{member.disabledAt ? "Disabled" : "Active"}</span>
                    <button type="submit" name="intent" value={member.disabledAt ? "enable" : "disable"} className={buttonClass}>
                      {member.disabledAt ? "Enable" : "Disable"}
                      <span className="sr-only"> {member.name}</span>
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="invite-heading" className="max-w-xl">
        <h2 id="invite-heading" className="text-lg font-semibold">
          Invite someone
        </h2>
        <p className="mt-1 text-sm text-stone-700">They get an e-mail with a link to choose their password. The link works once, for 7 days.</p>
        <Form method="post" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="invite" />
          {inviteAnswer?.ok ? <FormMessage tone="success">{inviteAnswer.ok}</FormMessage> : null}
          {inviteAnswer?.formError ? <FormMessage tone="error">{inviteAnswer.formError}</FormMessage> : null}
          <div>
            <label htmlFor="invite-email" className="block text-sm font-medium">
              Email
            </label>
            <input
              id="invite-email"
              name="email"
              type="email"
              required
              maxLength={authMaxLengths.email}
              defaultValue={inviteAnswer?.ok ? "" : inviteAnswer?.values?.email}
              aria-invalid={inviteAnswer?.fieldErrors?.email ? true : undefined}
              aria-describedby={inviteAnswer?.fieldErrors?.email ? "invite-email-error" : undefined}
              className={inputClass}
            />
            {inviteAnswer?.fieldErrors?.email ? (
              <p id="invite-email-error" role="alert" className="mt-1 text-sm font-medium text-red-800">
                {inviteAnswer.fieldErrors.email}
              </p>
            ) : null}
          </div>
          <fieldset>
            <legend className="text-sm font-medium">Role</legend>
            <div className="mt-2 space-y-2">
              {staffRoles.map((role) => (
                <label key={role} className="flex items-start gap-2 text-sm">
                  <input type="radio" name="role" value={role} required defaultChecked={role === "support"} className="mt-1" />
                  <span>
                    <strong>{staffRoleNames[role]}</strong>: {staffRoleDescriptions[role]}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={primaryClass}>
            Send invitation
          </button>
        </Form>
      </section>

      {loaderData.invitations.length > 0 ? (
        <section aria-labelledby="invitations-heading">
          <h2 id="invitations-heading" className="text-lg font-semibold">
            Open invitations
          </h2>
          <ul className="mt-3 divide-y divide-stone-100 bg-white text-sm">
            {loaderData.invitations.map((invitation) => (
              <li key={invitation.id} className="flex items-center justify-between gap-4 px-3 py-2">
                <span>
                  {invitation.email} as {staffRoleNames[invitation.role]}, invited by {invitation.invitedBy}, until {formatDate(invitation.expiresAt)}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="id" value={invitation.id} />
                  <button type="submit" className={buttonClass}>
                    Withdraw<span className="sr-only"> the invitation to {invitation.email}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
