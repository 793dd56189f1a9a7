import { localizedRedirect } from "~/i18n/localized-redirect.server";
import { afterLoginPath } from "~/lib/safe-redirect";

// Spec §2 names /dashboard as where sign-in lands. The account has one home, the profile ("My
// Account" opens it too), so this address stays for links from outside and leads there.
export function loader({ request }: { request: Request }) {
  throw localizedRedirect(request, afterLoginPath, 301);
}
