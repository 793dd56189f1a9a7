import { data } from "react-router";
import { NotFoundPage } from "~/features/not-found-page";

// Any path no other route claims: a real 404 status, drawn inside the shop layout.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
