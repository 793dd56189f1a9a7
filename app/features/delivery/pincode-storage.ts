// Where the shopper's last PIN code is kept: localStorage for the browser, and a cookie of the
// same name so the server can show the check on the next page and the next visit.
export const pincodeCookieName = "pincode";
export const pincodeStorageKey = "pincode";

const oneYearSeconds = 365 * 24 * 60 * 60;

export function rememberPincode(pincode: string): void {
  document.cookie = `${pincodeCookieName}=${pincode}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax`;
  try {
    localStorage.setItem(pincodeStorageKey, pincode);
  } catch (error) {
    // Privacy modes may refuse storage; the cookie still remembers it.
    if (!(error instanceof DOMException)) throw error;
  }
}

export function rememberedPincode(): string | null {
  try {
    const stored = localStorage.getItem(pincodeStorageKey);
    return stored !== null && /^[1-9][0-9]{5}$/.test(stored) ? stored : null;
  } catch (error) {
    // As above: without storage there is simply nothing remembered.
    if (error instanceof DOMException) return null;
    throw error;
  }
}
