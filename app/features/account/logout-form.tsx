import { Form } from "react-router";

/** Logout as a real form post to /logout (works without JavaScript; a GET never signs out). */
export function LogoutForm({ className, children = "Logout" }: { className?: string; children?: React.ReactNode }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}
