// The shop's links in the page's language: a Hindi page links to Hindi pages. Shop code imports
// Link and NavLink from here, never from react-router (the linter says so).
import { forwardRef, useCallback } from "react";
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from "react-router";
import { pathInLanguage, type Language } from "./language";
import { useLanguage } from "./use-t";

export function toInLanguage(to: To, language: Language): To {
  if (typeof to === "string") return pathInLanguage(to, language);
  return to.pathname === undefined ? to : { ...to, pathname: pathInLanguage(to.pathname, language) };
}

/** A path of this store in the page's language ("/cart" on a Hindi page is "/hi/cart"). */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => pathInLanguage(path, language), [language]);
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  const language = useLanguage();
  return <RouterLink ref={ref} to={toInLanguage(to, language)} {...rest} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...rest }, ref) {
  const language = useLanguage();
  return <RouterNavLink ref={ref} to={toInLanguage(to, language)} {...rest} />;
});

/** useNavigate in the page's language. */
export function useLocalizedNavigate(): (to: To, options?: NavigateOptions) => void | Promise<void> {
  const navigate = useNavigate();
  const language = useLanguage();
  return useCallback(
    (to: To, options?: NavigateOptions) => navigate(toInLanguage(to, language), options),
    [navigate, language],
  );
}
