import { useEffect, useState } from "react";
import { useT } from "~/i18n/use-t";
import { ShareIcon } from "./product-icons";

const messageVisibleMs = 4000;

/**
 * The Web Share API where the browser has it (phones), else the link goes to the clipboard and a
 * polite live region says so. The region is always in the page so screen readers announce it.
 */
export function ShareButton({ title }: { title: string }) {
  const t = useT();
  const [message, setMessage] = useState("");

  useEffect(() => {
    if (message === "") return;
    const timer = setTimeout(() => setMessage(""), messageVisibleMs);
    return () => clearTimeout(timer);
  }, [message]);

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The shopper closing the share sheet is an answer, not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
        // Any other refusal (no share target, not allowed here): copy the link instead.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage(t("Link copied"));
    } catch (error) {
      console.error("Copying the product link failed", error);
      setMessage(t("Could not copy the link. Please copy it from the address bar."));
    }
  }

  // Sharing and copying need JavaScript: without it the button would do nothing, so it is not shown.
  return (
    <div className="relative noscript:hidden">
      <button
        type="button"
        onClick={() => void share()}
        className="inline-flex h-11 items-center gap-2 rounded-lg border border-stone-300 px-4 text-sm font-medium text-ink hover:border-brand-500 hover:text-brand-800"
      >
        <ShareIcon size={20} />
        {t("Share")}
      </button>
      <p role="status" className="absolute left-0 top-full mt-1 whitespace-nowrap text-sm text-stone-700">
        {message}
      </p>
    </div>
  );
}
