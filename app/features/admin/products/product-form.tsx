// The product form, for a new product and an edit: plain fields posted as a form (it works without
// JavaScript), rows of specifications and variants named `specifications.N.label`,
// `variants.N.sku`…, with spare blank rows to add one. Each text shoppers read has its Hindi beside
// it (`nameHi`, `specifications.N.labelHi`…), optional: blank, Hindi pages show the English. Stock
// is shown, never edited, here.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FieldError, fieldClass, labelClass, panelClass, primaryButton } from "~/features/admin/orders/order-desk-ui";
import type { AdminProductChoices, AdminProductDetail } from "~/lib/contracts/admin-products";
import { gstRates, productLimits, productMaterials } from "~/lib/forms/product-schemas";
import { defaultMaxQuantity } from "~/lib/stock-label";

export type ProductFormValues = Partial<Record<string, string>>;

/** The product as the form's fields. */
export function productFormValues(product: AdminProductDetail): ProductFormValues {
  const values: ProductFormValues = {
    name: product.name,
    nameHi: product.nameHi ?? "",
    slug: product.slug,
    sku: product.sku,
    description: product.description,
    descriptionHi: product.descriptionHi ?? "",
    categoryId: String(product.categoryId),
    collectionId: product.collectionId === null ? "" : String(product.collectionId),
    brandId: String(product.brandId),
    material: product.material,
    hsnCode: product.hsnCode ?? "",
    gstRatePercent: product.gstRatePercent === null ? "" : String(product.gstRatePercent),
    seoTitle: product.seoTitle ?? "",
    seoDescription: product.seoDescription ?? "",
    seoTitleHi: product.seoTitleHi ?? "",
    seoDescriptionHi: product.seoDescriptionHi ?? "",
  };
  product.specifications.forEach((row, index) => {
    values[`specifications.${index}.label`] = row.label;
    values[`specifications.${index}.value`] = row.value;
    values[`specifications.${index}.labelHi`] = row.labelHi ?? "";
    values[`specifications.${index}.valueHi`] = row.valueHi ?? "";
  });
  product.variants.forEach((variant, index) => {
    values[`variants.${index}.id`] = String(variant.id);
    values[`variants.${index}.type`] = variant.type;
    values[`variants.${index}.name`] = variant.name;
    values[`variants.${index}.nameHi`] = variant.nameHi ?? "";
    values[`variants.${index}.colour`] = variant.colour;
    values[`variants.${index}.sku`] = variant.sku;
    values[`variants.${index}.price`] = String(variant.price);
    values[`variants.${index}.originalPrice`] = String(variant.originalPrice);
    values[`variants.${index}.maxPerOrder`] = String(variant.maxPerOrder);
  });
  return values;
}

/** How many rows the values hold under a prefix (the highest index plus one). */
function rowCount(values: ProductFormValues, prefix: string): number {
  let count = 0;
  for (const name of Object.keys(values)) {
    const match = new RegExp(`^${prefix}\\.(\\d+)\\.`).exec(name);
    if (match) count = Math.max(count, Number(match[1]) + 1);
  }
  return count;
}

interface ProductFormProps {
  choices: AdminProductChoices;
  values: ProductFormValues;
  errors: Partial<Record<string, string>>;
  /** Stock per variant id, shown beside each existing variant (read-only). */
  stockByVariant?: Record<string, number>;
  submitLabel: string;
  intent: string;
}

function Field({ name, label, errors, children, hint }: { name: string; label: string; errors: Partial<Record<string, string>>; children: ReactNode; hint?: string }) {
  return (
    <div>
      <label htmlFor={`product-${name}`} className={labelClass}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`product-${name}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`product-${name}-error`} message={errors[name]} />
    </div>
  );
}

/** The id, error state and descriptions of the input for field `name`. */
function inputProps(name: string, errors: Partial<Record<string, string>>, hint = false) {
  const described = [hint ? `product-${name}-hint` : null, errors[name] ? `product-${name}-error` : null].filter(Boolean).join(" ");
  return {
    id: `product-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": described === "" ? undefined : described,
  } as const;
}

export function ProductForm({ choices, values, errors, stockByVariant = {}, submitLabel, intent }: ProductFormProps) {
  const value = (name: string) => values[name] ?? "";
  const specificationRows = rowCount(values, "specifications") + 2;
  const existingVariants = rowCount(values, "variants");
  const variantRows = existingVariants + (existingVariants === 0 ? 2 : 1);
  return (
    <Form method="post" className="space-y-6" aria-label="Product">
      <input type="hidden" name="intent" value={intent} />
      <section className={`${panelClass} grid grid-cols-2 gap-4`} aria-labelledby="product-basics">
        <h2 id="product-basics" className="col-span-2 text-lg font-semibold">
          The product
        </h2>
        <Field name="name" label="Name" errors={errors}>
          <input {...inputProps("name", errors)} defaultValue={value("name")} required maxLength={productLimits.name.max} className={fieldClass} />
        </Field>
        <Field name="nameHi" label="Name in Hindi" errors={errors} hint="Optional. Blank: Hindi pages show the English name.">
          <input {...inputProps("nameHi", errors, true)} lang="hi" defaultValue={value("nameHi")} maxLength={productLimits.name.max} className={fieldClass} />
        </Field>
        <Field name="slug" label="Slug (its address words)" errors={errors} hint="Lower-case words joined by dashes; left blank, made from the name. A changed slug keeps leading here.">
          <input {...inputProps("slug", errors, true)} defaultValue={value("slug")} maxLength={productLimits.slug.max} className={fieldClass} />
        </Field>
        <Field name="sku" label="Product SKU" errors={errors}>
          <input {...inputProps("sku", errors)} defaultValue={value("sku")} required maxLength={productLimits.sku.max} className={`${fieldClass} font-mono`} />
        </Field>
        <Field name="material" label="Material" errors={errors}>
          <select {...inputProps("material", errors)} defaultValue={value("material")} required className={fieldClass}>
            <option value="">Choose…</option>
            {productMaterials.map((material) => (
              <option key={material} value={material}>
                {material[0]?.toUpperCase()}
                {material.slice(1)}
              </option>
            ))}
          </select>
        </Field>
        <Field name="categoryId" label="Category" errors={errors}>
          <select {...inputProps("categoryId", errors)} defaultValue={value("categoryId")} required className={fieldClass}>
            <option value="">Choose…</option>
            {choices.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </Field>
        <Field name="brandId" label="Brand" errors={errors}>
          <select {...inputProps("brandId", errors)} defaultValue={value("brandId")} required className={fieldClass}>
            <option value="">Choose…</option>
            {choices.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
        </Field>
        <Field name="collectionId" label="Collection" errors={errors}>
          <select {...inputProps("collectionId", errors)} defaultValue={value("collectionId")} className={fieldClass}>
            <option value="">None</option>
            {choices.collections.map((collection) => (
              <option key={collection.id} value={collection.id}>
                {collection.name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          name="description"
          label="Description"
          errors={errors}
          hint="A blank line starts a paragraph. **bold**, *italic*, and lists with lines starting “- ” or “1. ”. Anything else (HTML, links) is shown as typed."
        >
          <textarea {...inputProps("description", errors, true)} defaultValue={value("description")} required rows={8} maxLength={productLimits.description.max} className={fieldClass} />
        </Field>
        <Field name="descriptionHi" label="Description in Hindi" errors={errors} hint="Optional, formatted as the description is. Blank: Hindi pages show the English description.">
          <textarea {...inputProps("descriptionHi", errors, true)} lang="hi" defaultValue={value("descriptionHi")} rows={8} maxLength={productLimits.description.max} className={fieldClass} />
        </Field>
      </section>

      <section className={`${panelClass} space-y-3`} aria-labelledby="product-specifications">
        <h2 id="product-specifications" className="text-lg font-semibold">
          Specifications
        </h2>
        <p className="text-sm text-stone-700">Rows left blank are ignored; save to get more blank rows. A label or value with no Hindi shows in English on Hindi pages.</p>
        <table className="w-full table-fixed border-collapse text-left text-sm">
          <thead>
            <tr className="text-stone-600">
              <th scope="col" className="w-1/5 py-1 pr-3 font-medium">Label</th>
              <th scope="col" className="w-3/10 py-1 pr-3 font-medium">Value</th>
              <th scope="col" className="w-1/5 py-1 pr-3 font-medium">Label in Hindi</th>
              <th scope="col" className="w-3/10 py-1 font-medium">Value in Hindi</th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: specificationRows }, (_, index) => {
              const cell = (field: "label" | "value" | "labelHi" | "valueHi", ariaLabel: string, last = false) => {
                const name = `specifications.${index}.${field}`;
                const hindi = field === "labelHi" || field === "valueHi";
                return (
                  <td className={last ? "py-1" : "py-1 pr-3"}>
                    <input
                      {...inputProps(name, errors)}
                      lang={hindi ? "hi" : undefined}
                      aria-label={`Specification ${index + 1} ${ariaLabel}`}
                      defaultValue={value(name)}
                      maxLength={field === "label" || field === "labelHi" ? productLimits.specLabel : productLimits.specValue}
                      className={fieldClass}
                    />
                    <FieldError id={`product-${name}-error`} message={errors[name]} />
                  </td>
                );
              };
              return (
                <tr key={index} className="align-top">
                  {cell("label", "label")}
                  {cell("value", "value")}
                  {cell("labelHi", "label in Hindi")}
                  {cell("valueHi", "value in Hindi", true)}
                </tr>
              );
            })}
          </tbody>
        </table>
        <FieldError id="product-specifications-error" message={errors.specifications} />
      </section>

      <section className={`${panelClass} space-y-3`} aria-labelledby="product-variants">
        <h2 id="product-variants" className="text-lg font-semibold">
          Variants
        </h2>
        <p className="text-sm text-stone-700">
          Each variant is what a shopper picks (a colour, a size) with its own SKU and price. A new variant starts with no stock; stock is received on the stock screen.
          The most per order is {defaultMaxQuantity} unless set. A variant with no Hindi name shows its English name on Hindi pages.
        </p>
        <FieldError id="product-variants-error" message={errors.variants} />
        {Array.from({ length: variantRows }, (_, index) => {
          const name = (field: string) => `variants.${index}.${field}`;
          const id = value(name("id"));
          const stock = id === "" ? undefined : stockByVariant[id];
          const cell = (field: string, label: string, input: ReactNode) => (
            <div>
              <label htmlFor={`product-${name(field)}`} className="block text-xs font-medium text-stone-700">
                {label}
              </label>
              {input}
              <FieldError id={`product-${name(field)}-error`} message={errors[name(field)]} />
            </div>
          );
          return (
            <fieldset key={index} className="rounded-md border border-stone-200 p-3">
              <legend className="px-1 text-sm font-semibold">
                {id === "" ? `New variant ${index + 1 - existingVariants}` : `Variant ${index + 1}`}
                {stock !== undefined ? <span className="ml-2 font-normal text-stone-700">Stock: {stock.toLocaleString("en-IN")} (read-only)</span> : null}
              </legend>
              {id !== "" ? <input type="hidden" name={name("id")} value={id} /> : null}
              <div className="grid grid-cols-4 items-end gap-x-3 gap-y-2">
                {cell("type", "Option type", <input {...inputProps(name("type"), errors)} defaultValue={value(name("type")) || (id === "" ? "" : "Colour")} placeholder="Colour" maxLength={productLimits.variantType} className={fieldClass} />)}
                {cell("name", "Name", <input {...inputProps(name("name"), errors)} defaultValue={value(name("name"))} maxLength={productLimits.variantName} className={fieldClass} />)}
                {cell("nameHi", "Name in Hindi", <input {...inputProps(name("nameHi"), errors)} lang="hi" defaultValue={value(name("nameHi"))} maxLength={productLimits.variantName} className={fieldClass} />)}
                {cell("colour", "Colour", <input {...inputProps(name("colour"), errors)} type="color" defaultValue={value(name("colour")) || "#8b5e3c"} className={`${fieldClass} h-9 p-1`} />)}
                {cell("sku", "SKU", <input {...inputProps(name("sku"), errors)} defaultValue={value(name("sku"))} maxLength={productLimits.sku.max} className={`${fieldClass} font-mono`} />)}
                {cell("price", "Price (₹)", <input {...inputProps(name("price"), errors)} inputMode="numeric" defaultValue={value(name("price"))} className={fieldClass} />)}
                {cell("originalPrice", "Original (₹)", <input {...inputProps(name("originalPrice"), errors)} inputMode="numeric" defaultValue={value(name("originalPrice"))} className={fieldClass} />)}
                {cell("maxPerOrder", "Most per order", <input {...inputProps(name("maxPerOrder"), errors)} inputMode="numeric" defaultValue={value(name("maxPerOrder"))} placeholder={String(defaultMaxQuantity)} className={fieldClass} />)}
              </div>
            </fieldset>
          );
        })}
      </section>

      <section className={`${panelClass} grid grid-cols-2 gap-4`} aria-labelledby="product-tax-seo">
        <h2 id="product-tax-seo" className="col-span-2 text-lg font-semibold">
          Tax and search engines
        </h2>
        <Field name="hsnCode" label="HSN code" errors={errors} hint="With a GST rate, replaces the category's on invoices. Leave both blank for the category's.">
          <input {...inputProps("hsnCode", errors, true)} inputMode="numeric" defaultValue={value("hsnCode")} maxLength={8} className={fieldClass} />
        </Field>
        <Field name="gstRatePercent" label="GST rate" errors={errors}>
          <select {...inputProps("gstRatePercent", errors)} defaultValue={value("gstRatePercent")} className={fieldClass}>
            <option value="">The category's</option>
            {gstRates.map((rate) => (
              <option key={rate} value={rate}>
                {rate}%
              </option>
            ))}
          </select>
        </Field>
        <Field name="seoTitle" label="SEO title" errors={errors} hint="The page's title in search results; blank for the product's name.">
          <input {...inputProps("seoTitle", errors, true)} defaultValue={value("seoTitle")} maxLength={productLimits.seoTitle} className={fieldClass} />
        </Field>
        <Field name="seoTitleHi" label="SEO title in Hindi" errors={errors} hint="The Hindi page's title in search results; blank for its name.">
          <input {...inputProps("seoTitleHi", errors, true)} lang="hi" defaultValue={value("seoTitleHi")} maxLength={productLimits.seoTitle} className={fieldClass} />
        </Field>
        <Field name="seoDescription" label="SEO description" errors={errors} hint="Blank for the description's first sentence.">
          <textarea {...inputProps("seoDescription", errors, true)} defaultValue={value("seoDescription")} rows={2} maxLength={productLimits.seoDescription} className={fieldClass} />
        </Field>
        <Field name="seoDescriptionHi" label="SEO description in Hindi" errors={errors} hint="The Hindi page's; blank for its description's first sentence.">
          <textarea {...inputProps("seoDescriptionHi", errors, true)} lang="hi" defaultValue={value("seoDescriptionHi")} rows={2} maxLength={productLimits.seoDescription} className={fieldClass} />
        </Field>
      </section>
      <button type="submit" className={primaryButton}>
        {submitLabel}
      </button>
    </Form>
  );
}
