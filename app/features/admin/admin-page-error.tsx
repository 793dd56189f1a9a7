// What a back-office page shows when it is refused (403: the role does not allow it) or fails,
// inside the back office's frame, so the navigation stays.
import { isRouteErrorResponse, useRouteError } from "react-router";
import { site } from "~/lib/site";

export function AdminPageError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data: unknown = isRouteErrorResponse(error) ? error.data : null;
  const message =
    typeof data === "object" && data !== null && "message" in data && typeof data.message === "string" ? data.message : "This page could not be shown. Please try again.";
  const title = status === 403 ? "Not allowed" : status === 404 ? "Not found" : "Something went wrong";
  return (
    <div>
      <title>{`${title} | ${site.name}`}</title>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-stone-700">{message}</p>
    </div>
  );
}
