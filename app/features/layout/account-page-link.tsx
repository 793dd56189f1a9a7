import type { ComponentProps } from "react";
import { useRouteLoaderData } from "react-router";
import { Link } from "~/i18n/localized-link";
import { loginPathFor } from "~/lib/safe-redirect";
import type { loader as shopLayoutLoader } from "~/routes/shop-layout";

/**
 * Where a link to an account page goes: the page for a signed-in shopper; for a guest, sign-in
 * first (coming back to the page after), linked at once rather than through the page's redirect.
 */
export function accountPagePath(href: string, signedIn: boolean): string {
  return signedIn ? href : loginPathFor(href);
}

/** A link to an account page (Order History, say) on any shop page, for whoever is looking. */
export function AccountPageLink({ to, ...rest }: Omit<ComponentProps<typeof Link>, "to"> & { to: string }) {
  const layout = useRouteLoaderData<typeof shopLayoutLoader>("routes/shop-layout");
  return <Link to={accountPagePath(to, Boolean(layout?.account))} {...rest} />;
}
