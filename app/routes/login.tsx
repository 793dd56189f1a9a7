import { site } from "~/lib/site";

export function meta() {
  return [{ title: `Login | ${site.name}` }];
}

// The sign-in form and its action arrive with accounts (issue 5); this page holds its place in
// the authentication layout.
export default function Login() {
  return <h1 className="text-2xl font-bold">Login</h1>;
}
