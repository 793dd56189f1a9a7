import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";

type ModuleLookup = (id: string) => Rollup.ModuleInfo | null;

/** The route modules every shop page loads: the document shell and the header/footer layout. */
const shellRoutes = /\/app\/(root\.tsx|routes\/shop-layout\.tsx)\?__react-router-build-client-route$/;
/**
 * The shell's modules, worked out once per build. React Router runs the browser and the server
 * builds in one process, so a single cached set would carry the browser's answer into the server's.
 */
const shellModulesOfBuild = new WeakMap<ModuleLookup, Set<string>>();

/** Every module `starts` import without `import()`: what the browser needs before hydrating. */
function staticImportsOf(starts: string[], lookup: ModuleLookup): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(lookup(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Our own modules that the shell needs go into one "shell" chunk. Left to itself, Rollup cuts
 * them into a chunk per combination of routes sharing them (seven small files on every page);
 * each is a request before first paint on a phone's connection, and a few hundred bytes of
 * wrappers. Route modules keep their own chunks (React Router's manifest names them), and
 * packages stay where Rollup puts them.
 */
function shellChunk(id: string, lookup: ModuleLookup, moduleIds: () => IterableIterator<string>): string | undefined {
  if (!id.includes("/app/") || id.includes("node_modules") || id.includes("?")) return undefined;
  if (/\/app\/(root\.tsx|routes\/)/.test(id)) return undefined;
  let shellModules = shellModulesOfBuild.get(lookup);
  if (!shellModules) {
    shellModules = staticImportsOf(
      [...moduleIds()].filter((moduleId) => shellRoutes.test(moduleId)),
      lookup,
    );
    shellModulesOfBuild.set(lookup, shellModules);
  }
  return shellModules.has(id) ? "shell" : undefined;
}

/** The back office's own modules: its routes, features, rules and contracts. */
const adminModules = /\/app\/(routes\/admin\/|features\/admin\/|lib\/admin\/|lib\/forms\/staff-schemas\.ts|lib\/contracts\/(staff|audit|admin-services)\.ts)/;

/**
 * Shop pages must load none of the back office's code. The small-chunk merging below may fold a
 * chunk into one that other pages load, but only chunks without side effects: marking the admin
 * modules as having them (and keeping them whole) keeps every admin chunk where only admin
 * routes load it.
 */
const adminModulesStayApart: Plugin = {
  name: "admin-modules-stay-apart",
  transform(code, id) {
    return adminModules.test(id) ? { code, map: null, moduleSideEffects: "no-treeshake" } : undefined;
  },
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), adminModulesStayApart],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  environments: {
    // The server build's entry is the HTTP server itself, which imports React Router's server
    // build: page actions and API handlers then share one copy of every module (one class per
    // service error, one cache, one metrics registry).
    ssr: { build: { rollupOptions: { input: "server/main.ts" } } },
  },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Route splitting leaves a dozen chunks of a few hundred bytes (money, icons, site facts…)
        // that every page preloads; on a phone's connection each costs a request slot before
        // first paint. Merging chunks under 4 KB halves the files a page loads for 1–3 KB more
        // JavaScript; larger thresholds cost about 10 KB a page. The shell chunk (shellChunk above)
        // then takes a few more files off every page.
        experimentalMinChunkSize: 4_000,
        manualChunks: (id, { getModuleInfo, getModuleIds }) => shellChunk(id, getModuleInfo, getModuleIds),
      },
    },
  },
});
