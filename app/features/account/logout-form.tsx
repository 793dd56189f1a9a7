import { Form } from "react-router";
import { useT } from "~/i18n/use-t";

/** Logout as a real form post to /logout (works without JavaScript; a GET never signs out). */
export function LogoutForm({ className, children }: { className?: string; children?: React.ReactNode }) {
  const t = useT();
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        {children ?? t("Logout")}
      </button>
    </Form>
  );
}
