/**
 * Brand writes (merchant or app only): create, get or create by name, rename
 * with the current `revision`, delete (products carrying the brand lose it). Names are unique:
 * a taken one is a 409 `BRAND_NAME_ALREADY_EXISTS`.
 */
import { randomUUID } from "node:crypto";
import { InputChecks } from "../../catalog-core/model/input-checks.ts";
import { inCatalogTransaction } from "../../catalog-core/writes/catalog-transaction.ts";
import type { WriteEndpoint } from "../../catalog-core/writes/write-endpoint.ts";
import { ApplicationFailure, invalidField, notFound } from "../../errors.ts";
import { checkRevision } from "../model/revision.ts";
import { UNIQUE_VIOLATION } from "../store/product-rows.ts";
import { BRAND_COLUMNS, type Brand, findBrandByName, insertBrand, loadBrand } from "./brand-rows.ts";

function taken(name: string, existing: Brand | undefined): ApplicationFailure {
  return new ApplicationFailure(409, "BRAND_NAME_ALREADY_EXISTS", `A brand named ${name} exists.`, {
    name,
    ...(existing ? { brandId: existing.id } : {}),
  });
}

function brandName(value: unknown, field: string): string {
  const checks = new InputChecks();
  const name = checks.string(value, field, { required: true, maxLength: 50 });
  checks.done();
  return (name ?? "").trim();
}

const createBrand: WriteEndpoint = {
  method: "POST",
  path: "/stores/v3/brands",
  access: "write",
  async handle(input) {
    const body = new InputChecks().object(input.payload.brand, "brand");
    const name = brandName(body?.name, "brand.name");
    return inCatalogTransaction(input, async ({ tx, context }) => {
      const brand = await insertBrand(tx, { id: randomUUID(), name, now: context.now });
      if (!brand) throw taken(name, await findBrandByName(tx, name));
      return { brand };
    });
  },
};

const getOrCreateBrand: WriteEndpoint = {
  method: "POST",
  path: "/stores/v3/brands/get-or-create",
  access: "write",
  async handle(input) {
    const name = brandName(input.payload.brandName, "brandName");
    return inCatalogTransaction(input, async ({ tx, context }) => {
      const brand =
        (await findBrandByName(tx, name)) ??
        (await insertBrand(tx, { id: randomUUID(), name, now: context.now })) ??
        (await findBrandByName(tx, name));
      return { brand };
    });
  },
};

const updateBrand: WriteEndpoint = {
  method: "PATCH",
  path: "/stores/v3/brands/{brand.id}",
  access: "write",
  async handle(input) {
    const checks = new InputChecks();
    const body = checks.object(input.payload.brand, "brand", true);
    const id = checks.string(body?.id, "brand.id", { required: true }) ?? "";
    const revision = checks.string(
      typeof body?.revision === "number" ? String(body.revision) : body?.revision,
      "brand.revision",
      { required: true },
    );
    checks.done();
    const name = brandName(body?.name, "brand.name");
    return inCatalogTransaction(input, async ({ tx, context }) => {
      const current = await loadBrand(tx, id, { forUpdate: true });
      if (!current) throw notFound("BRAND_NOT_FOUND", `No brand has id ${id}.`);
      checkRevision("brand", revision, current.revision);
      if (current.name === name) return { brand: current };
      const other = await findBrandByName(tx, name);
      if (other) throw taken(name, other);
      try {
        const [brand] = await tx.query<Brand>(
          `update v3_brands e set name = $2, revision = revision + 1, updated_date = $3 where e.id = $1
           returning ${BRAND_COLUMNS}`,
          [id, name, context.now],
        );
        return { brand };
      } catch (error) {
        if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw taken(name, undefined);
        throw error;
      }
    });
  },
};

const deleteBrand: WriteEndpoint = {
  method: "DELETE",
  path: "/stores/v3/brands/{brandId}",
  access: "write",
  async handle(input) {
    const id = input.payload.brandId;
    if (typeof id !== "string" || id === "")
      throw invalidField("brandId", "must not be empty", "REQUIRED_FIELD");
    return inCatalogTransaction(input, async ({ tx }) => {
      if (!(await loadBrand(tx, id, { forUpdate: true })))
        throw notFound("BRAND_NOT_FOUND", `No brand has id ${id}.`);
      await tx.query("update v3_products set doc = doc - 'brand', brand_id = null where brand_id = $1", [id]);
      await tx.query("delete from v3_brands where id = $1", [id]);
      return {};
    });
  },
};

/** The brand write endpoints. */
export const brandWriteEndpoints: WriteEndpoint[] = [createBrand, getOrCreateBrand, updateBrand, deleteBrand];
