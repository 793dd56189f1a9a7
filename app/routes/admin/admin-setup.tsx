import { Link } from "react-router";
import { acceptStaffLink } from "~/features/admin/accept-staff-link.server";
import { StaffAccountForm } from "~/features/admin/staff-account-form";
import { AuthHeading, FormMessage, type AuthActionData } from "~/features/auth/auth-form";
import { staffErrorMessages } from "~/lib/contracts/staff";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-setup";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Set up the store | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await context.services.staff.invitationFor(token);
  // Only the set-up link (no e-mail): an invitation has its own page.
  return { token, valid: link !== null && link.email === null && link.role === "owner" };
}

export function action({ request, context }: Route.ActionArgs) {
  return acceptStaffLink(request, context, "setup");
}

export default function AdminSetup({ loaderData, actionData }: Route.ComponentProps) {
  const answer: AuthActionData | undefined = actionData;
  return (
    <div>
      <AuthHeading title="Create the owner's account" subtitle={`The owner runs ${site.name}'s back office and invites the rest of the staff.`} />
      {loaderData.valid || answer ? (
        <StaffAccountForm token={loaderData.token} email={null} answer={answer} submitLabel="Create the owner's account" />
      ) : (
        <div className="mt-6 space-y-4">
          <FormMessage tone="error">{staffErrorMessages.invalidLink}</FormMessage>
          <p className="text-sm text-stone-700">
            While the store has no owner, it prints a new set-up link each time it starts. If it has one,{" "}
            <Link to="/admin/login" className="font-semibold text-brand-700 underline">
              sign in
            </Link>
            .
          </p>
        </div>
      )}
    </div>
  );
}
