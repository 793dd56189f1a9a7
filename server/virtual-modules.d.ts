// React Router's Vite plugin provides the server build as a virtual module to the server entry.
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}
