import { Outlet } from "react-router";
import { site } from "~/lib/site";

// The back office's pages for someone not signed in (sign-in, the owner's set-up, an invitation):
// a plain centred card, no shop header, never indexed.
export default function AdminAuthLayout() {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center bg-stone-100 px-4 py-10">
      <p className="text-lg font-semibold text-stone-900">
        {site.name} <span className="font-normal text-stone-600">back office</span>
      </p>
      <div className="mt-6 w-full max-w-md rounded-xl bg-white p-6 shadow ring-1 ring-stone-900/5 sm:p-8">
        <Outlet />
      </div>
    </main>
  );
}
