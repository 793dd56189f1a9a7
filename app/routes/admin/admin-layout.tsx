import { Form, Link, Outlet, useLocation } from "react-router";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { adminSections, currentSection } from "~/features/admin/admin-navigation";
import { requireStaff } from "~/features/admin/require-staff.server";
import { roleMay, staffRoleNames } from "~/lib/admin/staff-permissions";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-layout";

// The back office: its own layout (no shop header or footer), for desks of 1024 px and wider.
// Every page under it needs a signed-in staff member; each names the permission it needs too.
export function meta(): Route.MetaDescriptors {
  return [{ name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = requireStaff(request, context);
  const sections = adminSections.filter((section) => section.permission === null || roleMay(staff.role, section.permission));
  return { staff: { name: staff.name, role: staffRoleNames[staff.role] }, sections };
}

function Frame({ staff, sections, children }: { staff: { name: string; role: string } | null; sections: Route.ComponentProps["loaderData"]["sections"]; children: React.ReactNode }) {
  const current = currentSection(useLocation().pathname, sections);
  return (
    <div className="flex min-h-screen bg-stone-50 text-stone-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <nav aria-label="Back office" className="w-56 shrink-0 border-r border-stone-200 bg-white px-3 py-5">
        <p className="px-3 text-base font-semibold">
          {site.name} <span className="block text-sm font-normal text-stone-600">Back office</span>
        </p>
        <ul className="mt-6 space-y-1">
          {sections.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                aria-current={section.to === current ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  section.to === current ? "bg-brand-50 text-brand-800" : "text-stone-700 hover:bg-stone-100"
                }`}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-4 border-b border-stone-200 bg-white px-6 py-3 text-sm">
          {staff ? (
            <>
              <span>
                {staff.name} <span className="text-stone-600">· {staff.role}</span>
              </span>
              <Form method="post" action="/admin/logout">
                <button type="submit" className="rounded-md border border-stone-300 px-3 py-1.5 font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700">
                  Sign out
                </button>
              </Form>
            </>
          ) : null}
        </header>
        <main id="main" className="flex-1 px-6 py-6">
          {children}
        </main>
      </div>
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Frame staff={loaderData.staff} sections={loaderData.sections}>
      <Outlet />
    </Frame>
  );
}

/** The layout itself failed: the page's own message, in a frame without the staff member. */
export function ErrorBoundary() {
  return (
    <Frame staff={null} sections={adminSections.filter((section) => section.permission === null)}>
      <AdminPageError />
    </Frame>
  );
}
