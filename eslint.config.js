import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", "build-*/**", "data/**", "tmp/**", ".react-router/**", "node_modules/**", "test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      // `() => resolve()` and `(x) => void promise` are clear enough; braces add only noise.
      "@typescript-eslint/no-confusing-void-expression": "off",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // React Router's idiom is to throw data()/redirect() responses from loaders and actions.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
    },
  },
  {
    // What the browser loads and the route modules never reach into the server: they see it only
    // through the contracts in app/lib/contracts and the load context (server/app.ts).
    files: ["app/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\.?/)+server(/|$)",
              message: "app/ never imports server/: put the shape in app/lib/contracts, or reach the service through the load context.",
            },
          ],
        },
      ],
    },
  },
  {
    // Shop pages link to pages in their own language (/hi/… on a Hindi page).
    files: ["app/**"],
    ignores: ["app/**/admin/**", "app/routes/admin/**", "app/i18n/**", "app/lib/admin/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\.?/)+server(/|$)",
              message: "app/ never imports server/: put the shape in app/lib/contracts, or reach the service through the load context.",
            },
          ],
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink", "useNavigate"],
              message: "Shop pages link in their page's language: use ~/i18n/localized-link (Link, NavLink, useLocalizedNavigate).",
            },
          ],
        },
      ],
    },
  },
  {
    // In tests a missing row should fail the test loudly, which `!` does.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        Buffer: "readonly",
        fetch: "readonly",
        setTimeout: "readonly",
        setInterval: "readonly",
      },
    },
  },
);
