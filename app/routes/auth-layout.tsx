import { Outlet } from "react-router";
import { StoreLogo } from "~/features/layout/store-logo";
import { useT } from "~/i18n/use-t";
import { site } from "~/lib/site";

// The sign-in pages (/login, /register, /forgot-password, /reset-password): no shop header or
// footer, just the store's mark and a centred card, so nothing competes with the form.
export default function AuthLayout() {
  const t = useT();
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center bg-sand bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_60%)] px-4 py-10 sm:py-16"
    >
      <div className="flex flex-col items-center text-center">
        <StoreLogo />
        <p className="mt-3 text-sm text-stone-600">{t(site.tagline)}</p>
      </div>
      <div className="mt-8 w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-stone-900/5 sm:p-8">
        <Outlet />
      </div>
      <p className="mt-8 text-center text-sm text-stone-600">
        {t("Need help?")}{" "}
        <a href={`mailto:${site.supportEmail}`} className="font-medium text-brand-700 hover:underline">
          {site.supportEmail}
        </a>
      </p>
    </main>
  );
}
