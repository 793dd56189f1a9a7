import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // BUILD_DIR lets several builds live side by side (e.g. engineers working at once).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  future: {
    // Opt in early to v8 behaviour that costs nothing now. v8_middleware stays off: it would
    // replace the typed AppLoadContext the server hands to loaders (docs/decisions/001).
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
