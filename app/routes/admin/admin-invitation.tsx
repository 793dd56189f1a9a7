import { acceptStaffLink } from "~/features/admin/accept-staff-link.server";
import { StaffAccountForm } from "~/features/admin/staff-account-form";
import { AuthHeading, FormMessage, type AuthActionData } from "~/features/auth/auth-form";
import { staffRoleNames } from "~/lib/admin/staff-permissions";
import { staffErrorMessages } from "~/lib/contracts/staff";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-invitation";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Join the staff | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = await context.services.staff.invitationFor(token);
  return { token, invitation: invitation?.email ? { email: invitation.email, role: invitation.role } : null };
}

export function action({ request, context }: Route.ActionArgs) {
  return acceptStaffLink(request, context, "invitation");
}

export default function AdminInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const answer: AuthActionData | undefined = actionData;
  const { invitation } = loaderData;
  return (
    <div>
      <AuthHeading
        title="Join the staff"
        subtitle={invitation ? `You are invited to ${site.name}'s back office as ${staffRoleNames[invitation.role]}.` : undefined}
      />
      {invitation ? (
        <StaffAccountForm token={loaderData.token} email={invitation.email} answer={answer} submitLabel="Create my account" />
      ) : (
        <div className="mt-6">
          <FormMessage tone="error">{answer?.formError ?? staffErrorMessages.invalidLink}</FormMessage>
        </div>
      )}
    </div>
  );
}
