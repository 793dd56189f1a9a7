// The message objects that forms and services share between browser and server. Their texts are
// shown through `t(…)` wherever they are drawn; the catalog test reads them here to ask for each
// one's Hindi. A new shared message object is added to this list.
import { wishlistFormMessages } from "~/features/wishlist/wishlist-form";
import { accountMessages } from "~/lib/forms/account-schemas";
import { authMessages } from "~/lib/forms/auth-schemas";
import { newsletterMessages } from "~/lib/forms/newsletter-schema";
import { returnMessages } from "~/lib/forms/return-schemas";
import { reviewMessages } from "~/lib/forms/review-schema";
import { pincodeMessages } from "~/lib/pincode";
import { cardMessages } from "~/lib/forms/card-schema";
import { checkoutMessages } from "~/lib/forms/checkout-schema";
import { promoCodeMessages } from "~/lib/contracts/cart";
import { emiMessages } from "~/lib/emi";
export const sharedMessageObjects: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  authMessages,
  accountMessages,
  newsletterMessages,
  reviewMessages,
  returnMessages,
  pincodeMessages,
  wishlistFormMessages,
  checkoutMessages,
  cardMessages,
  promoCodeMessages,
  emiMessages,
};
