import { Link } from "react-router";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { adminSections } from "~/features/admin/admin-navigation";
import { requireStaff } from "~/features/admin/require-staff.server";
import { roleMay, staffRoleDescriptions, staffRoleNames } from "~/lib/admin/staff-permissions";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-home";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Back office | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = requireStaff(request, context);
  return {
    name: staff.name,
    role: staffRoleNames[staff.role],
    description: staffRoleDescriptions[staff.role],
    hasSecondFactor: staff.hasSecondFactor,
    sections: adminSections.filter((section) => section.to !== "/admin" && (section.permission === null || roleMay(staff.role, section.permission))),
  };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-semibold">Welcome, {loaderData.name}</h1>
      <p className="mt-2 text-stone-700">
        You are signed in as <strong>{loaderData.role}</strong>: {loaderData.description}
      </p>
      {!loaderData.hasSecondFactor ? (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Your account has no second factor. <Link to="/admin/account" className="font-semibold underline">Turn on an authenticator code</Link> so a stolen password is not enough.
        </p>
      ) : null}
      <ul className="mt-6 grid grid-cols-2 gap-4">
        {loaderData.sections.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className="block rounded-lg border border-stone-200 bg-white px-4 py-3 font-medium hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700">
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
