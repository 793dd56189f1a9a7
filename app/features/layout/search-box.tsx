import { useEffect, useId, useState, type FocusEvent, type KeyboardEvent, type Ref, type SubmitEvent } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useLocalizedNavigate, useLocalizedPath } from "~/i18n/localized-link";
import { pathWithoutLanguage, type Language } from "~/i18n/language";
import type { ImageRef, SearchSuggestions } from "~/lib/contracts/catalog";
import { Rupees } from "~/ui/rupees";
import { searchPath } from "~/lib/navigation";
import { SearchIcon } from "~/ui/icons";
import { ProductImage } from "~/ui/product-image";
import { useLanguage, useT } from "~/i18n/use-t";

/** Spec §2 and §9: suggestions start at 2 characters. */
export const minSuggestionChars = 2;
/** Wait for a pause in typing before asking, so one word is one request, not five. */
export const suggestionDelayMs = 150;
export const suggestionsPath = "/api/db/search/suggestions";

async function fetchSuggestions(q: string, language: Language, signal: AbortSignal): Promise<SearchSuggestions> {
  // Suggestions name products and rooms in the page's language.
  const params = new URLSearchParams(language === "en" ? { q } : { q, lang: language });
  // The answer's check is fetched with the first suggestions, alongside them, not with every page.
  const [{ suggestionsAnswerSchema }, response] = await Promise.all([
    import("./suggestions-schema"),
    fetch(`${suggestionsPath}?${params.toString()}`, {
      headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" },
      credentials: "same-origin",
      signal,
    }),
  ]);
  if (!response.ok) throw new Error(`Search suggestions answered ${response.status}`);
  const parsed = suggestionsAnswerSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error("Search suggestions sent an answer we could not read");
  return parsed.data.data;
}

type SuggestionOption =
  | { kind: "product"; href: string; name: string; price: number; image: ImageRef | null }
  | { kind: "category"; href: string; name: string; parentName: string | null }
  | { kind: "all"; href: string };

function searchHref(query: string): string {
  return `${searchPath}?${new URLSearchParams({ q: query }).toString()}`;
}

function optionsFor(suggestions: SearchSuggestions, query: string): SuggestionOption[] {
  return [
    ...suggestions.products.map(
      (product): SuggestionOption => ({
        kind: "product",
        href: `/product/${product.id}`,
        name: product.name,
        price: product.price,
        image: product.image,
      }),
    ),
    ...suggestions.categories.map(
      (category): SuggestionOption => ({
        kind: "category",
        href: category.path,
        name: category.name,
        parentName: category.parentName,
      }),
    ),
    { kind: "all", href: searchHref(query) },
  ];
}

type SearchBoxProps = {
  /** Lets the header move focus into the field when the mobile search opens. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
};

/**
 * The header's product search (spec §2, "Search box"). A plain GET form to /search?q=…, so it
 * works before the JavaScript has loaded; once it has, the submit is trimmed and an empty or
 * whitespace-only search is ignored instead of navigating, and from 2 characters on it suggests
 * products and categories from the whole catalog as an ARIA 1.2 combobox.
 */
export function SearchBox(props: SearchBoxProps) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // On the results page the field keeps showing what was searched for.
  const currentQuery = pathWithoutLanguage(location.pathname) === searchPath ? (searchParams.get("q") ?? "") : "";
  // A new page starts a fresh search box: typed text, suggestions and the open list are reset.
  return <SearchCombobox key={`${location.pathname}${location.search}`} initialText={currentQuery} {...props} />;
}

function SearchCombobox({ inputRef, className, initialText }: SearchBoxProps & { initialText: string }) {
  const navigate = useLocalizedNavigate();
  const t = useT();
  const language = useLanguage();
  const localizedPath = useLocalizedPath();
  const inputId = useId();
  const listboxId = useId();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [found, setFound] = useState<{ query: string; suggestions: SearchSuggestions } | null>(null);
  const query = text.trim();
  const wanted = open && query.length >= minSuggestionChars;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchSuggestions(query, language, controller.signal).then(
        (suggestions) => {
          setFound({ query, suggestions });
          setActiveIndex(-1);
        },
        (error: unknown) => {
          // A newer keystroke cancelled this request on purpose; its answer is no longer wanted.
          if (controller.signal.aborted) return;
          // Suggestions are a convenience: searching still works, so the shopper sees no error.
          console.warn("search suggestions failed", error);
          setFound(null);
        },
      );
    }, suggestionDelayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, query, language]);

  // The last answer stays up while the next one loads, so the list does not flicker per keystroke.
  const options = wanted && found ? optionsFor(found.suggestions, query) : [];
  const expanded = options.length > 0;
  const active = expanded && activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function pick(option: SuggestionOption) {
    close();
    void navigate(option.kind === "all" ? searchHref(query) : option.href);
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (query === "") return;
    close();
    void navigate(searchHref(query));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (expanded) setActiveIndex(active + 1 >= options.length ? 0 : active + 1);
        return;
      case "ArrowUp":
        event.preventDefault();
        if (expanded) setActiveIndex(active <= 0 ? options.length - 1 : active - 1);
        return;
      case "Enter": {
        const option = options[active];
        if (option) {
          event.preventDefault();
          pick(option);
        }
        return;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          close();
        }
        return;
    }
  }

  function handleBlur(event: FocusEvent<HTMLFormElement>) {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) close();
  }

  const productCount = found && expanded ? found.suggestions.products.length : 0;
  const categoryCount = found && expanded ? found.suggestions.categories.length : 0;

  return (
    <form role="search" method="get" action={localizedPath(searchPath)} onSubmit={handleSubmit} onBlur={handleBlur} className={className}>
      <label htmlFor={inputId} className="sr-only">
        {t("Search products")}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={handleKeyDown}
          onFocus={() => {
            setOpen(true);
          }}
          placeholder={t("Search sofas, beds, dining sets…")}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 w-full rounded-full border border-stone-300 bg-white pr-12 pl-4 text-base text-ink placeholder:text-stone-500 focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 md:text-sm"
        />
        <button
          type="submit"
          className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800"
        >
          <SearchIcon size={18} />
          <span className="sr-only">{t("Search")}</span>
        </button>
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t("Search suggestions")}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-40 mt-2 max-h-[min(32rem,70vh)] overflow-y-auto rounded-xl border border-stone-200 bg-white py-1.5 shadow-xl"
        >
          {options.map((option, index) => (
            <li
              key={`${option.kind}:${option.href}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // The field keeps focus (and the keyboard) while the pointer picks an option.
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => {
                pick(option);
              }}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-ink ${
                index === active ? "bg-brand-50" : "hover:bg-stone-50"
              } ${option.kind === "all" ? "mt-1 border-t border-stone-200 pt-2.5 font-semibold text-brand-800" : ""}`}
            >
              <SuggestionContent option={option} query={query} />
            </li>
          ))}
        </ul>
        <p role="status" className="sr-only">
          {expanded
            ? t(
                "{products, plural, one {# product} other {# products}} and {categories, plural, one {# category} other {# categories}} suggested. Use the up and down arrow keys to choose.",
                { products: productCount, categories: categoryCount },
              )
            : ""}
        </p>
      </div>
    </form>
  );
}

function SuggestionContent({ option, query }: { option: SuggestionOption; query: string }) {
  const t = useT();
  switch (option.kind) {
    case "product":
      return (
        <>
          <span className="relative h-9 w-12 shrink-0 overflow-hidden rounded-md bg-sand">
            {option.image ? (
              <ProductImage path={option.image.path} alt="" width={48} height={36} sizes="48px" className="h-full w-full object-cover" />
            ) : null}
          </span>
          <span className="line-clamp-2 min-w-0 flex-1 leading-snug">{option.name}</span>
          <Rupees amount={option.price} className="shrink-0 font-semibold" />
        </>
      );
    case "category":
      return (
        <>
          <span className="inline-flex h-9 w-12 shrink-0 items-center justify-center rounded-md bg-stone-100 text-stone-600">
            <SearchIcon size={16} />
          </span>
          <span className="min-w-0 flex-1 truncate">
            {option.name}
            {option.parentName ? <span className="text-stone-600"> {t("in {room}", { room: option.parentName })}</span> : null}
          </span>
          <span className="shrink-0 text-xs text-stone-600">{t("Category")}</span>
        </>
      );
    case "all":
      return (
        <>
          <span className="inline-flex h-9 w-12 shrink-0 items-center justify-center text-brand-700">
            <SearchIcon size={18} />
          </span>
          <span className="min-w-0 flex-1 truncate">{t("See all results for “{query}”", { query })}</span>
        </>
      );
  }
}
