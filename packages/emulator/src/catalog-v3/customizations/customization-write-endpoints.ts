/**
 * Customization writes (merchant or app only): create a product option
 * (`TEXT_CHOICES` or `SWATCH_CHOICES` with choices) or a free-text modifier,
 * update with the current `revision`, delete. Products keep a copy of the
 * options they use, so a customization assigned to a product cannot be
 * changed or deleted (409 `CUSTOMIZATION_IN_USE`).
 */
import { randomUUID } from "node:crypto";
import { RENDER_TYPES } from "@vitrine/sdk/catalog";
import { CUSTOMIZATION_TYPES } from "@vitrine/sdk/catalog-v3";
import { InputChecks } from "../../catalog-core/model/input-checks.ts";
import { inCatalogTransaction } from "../../catalog-core/writes/catalog-transaction.ts";
import type { WriteEndpoint } from "../../catalog-core/writes/write-endpoint.ts";
import type { Queryable } from "../../db/database.ts";
import { ApplicationFailure, invalidField, notFound } from "../../errors.ts";
import { checkRevision } from "../model/revision.ts";
import {
  CUSTOMIZATION_COLUMNS,
  type Customization,
  type CustomizationChoice,
  type CustomizationRow,
  customizationOfRow,
  insertCustomization,
  keyOf,
  loadCustomization,
} from "./customization-rows.ts";

type Settings = Pick<Customization, "choicesSettings" | "freeTextInput">;

interface Given {
  id?: string;
  revision?: string;
  name: string;
  customizationType: Customization["customizationType"];
  customizationRenderType: Customization["customizationRenderType"];
  settings: Settings;
}

function parse(value: unknown, creating: boolean, current?: Customization): Given {
  const checks = new InputChecks();
  const body = checks.object(value, "customization", true) ?? {};
  const name = checks.string(body.name, "customization.name", { required: creating, maxLength: 50 });
  const type =
    checks.oneOf(body.customizationType, "customization.customizationType", CUSTOMIZATION_TYPES, creating) ??
    current?.customizationType ??
    "PRODUCT_OPTION";
  const renderType =
    checks.oneOf(
      body.customizationRenderType,
      "customization.customizationRenderType",
      RENDER_TYPES,
      creating,
    ) ??
    current?.customizationRenderType ??
    "TEXT_CHOICES";
  if (type === "PRODUCT_OPTION" && renderType === "FREE_TEXT")
    checks.fail("customization.customizationRenderType", "a product option has choices, not free text");
  let settings: Settings = current
    ? {
        ...(current.choicesSettings ? { choicesSettings: current.choicesSettings } : {}),
        ...(current.freeTextInput ? { freeTextInput: current.freeTextInput } : {}),
      }
    : {};
  if (renderType === "FREE_TEXT") {
    const text = checks.object(body.freeTextInput, "customization.freeTextInput", creating);
    if (text) {
      const title =
        checks.string(text.title, "customization.freeTextInput.title", { required: true, maxLength: 150 }) ??
        "";
      settings = {
        freeTextInput: {
          minCharCount:
            checks.number(text.minCharCount, "customization.freeTextInput.minCharCount", {
              min: 0,
              max: 500,
              integer: true,
            }) ?? 0,
          maxCharCount:
            checks.number(text.maxCharCount, "customization.freeTextInput.maxCharCount", {
              min: 1,
              max: 500,
              integer: true,
            }) ?? 500,
          title,
          key: keyOf(title),
        },
      };
    }
  } else {
    const choicesBody = checks.object(body.choicesSettings, "customization.choicesSettings", creating);
    const list = checks.array(choicesBody?.choices, "customization.choicesSettings.choices", {
      required: choicesBody !== undefined,
      maxSize: 1000,
    });
    if (list) {
      const names = new Set<string>();
      const choices = list.flatMap((item, index): CustomizationChoice[] => {
        const at = `customization.choicesSettings.choices[${index}]`;
        const entry = checks.object(item, at, true);
        const choiceName = checks.string(entry?.name, `${at}.name`, { required: true, maxLength: 50 });
        const colorCode = checks.string(entry?.colorCode, `${at}.colorCode`, {
          required: renderType === "SWATCH_CHOICES",
          maxLength: 20,
        });
        if (choiceName === undefined) return [];
        if (names.has(choiceName))
          return checks.fail(`${at}.name`, "repeats another choice", "DUPLICATE") ?? [];
        names.add(choiceName);
        const known = current?.choicesSettings?.choices.find((c) => c.name === choiceName);
        return [
          {
            id: known?.id ?? randomUUID(),
            choiceType: renderType === "SWATCH_CHOICES" ? "ONE_COLOR" : "CHOICE_TEXT",
            key: keyOf(choiceName),
            name: choiceName,
            ...(renderType === "SWATCH_CHOICES" && colorCode ? { colorCode } : {}),
          },
        ];
      });
      if (list.length === 0)
        checks.fail("customization.choicesSettings.choices", "must not be empty", "REQUIRED_FIELD");
      settings = { choicesSettings: { choices } };
    }
  }
  const id = creating ? undefined : checks.string(body.id, "customization.id", { required: true });
  const revision = creating
    ? undefined
    : checks.string(
        typeof body.revision === "number" ? String(body.revision) : body.revision,
        "customization.revision",
        { required: true },
      );
  checks.done();
  return {
    ...(id !== undefined ? { id } : {}),
    ...(revision !== undefined ? { revision } : {}),
    name: name?.trim() ?? current?.name ?? "",
    customizationType: type,
    customizationRenderType: renderType,
    settings,
  };
}

async function assertUnused(tx: Queryable, id: string): Promise<void> {
  const [used] = await tx.query<{ n: number }>(
    `select count(*)::int as n from v3_products p
     where p.doc->'options' @> jsonb_build_array(jsonb_build_object('id', $1::text))
        or p.doc->'modifiers' @> jsonb_build_array(jsonb_build_object('id', $1::text))`,
    [id],
  );
  if ((used?.n ?? 0) > 0)
    throw new ApplicationFailure(
      409,
      "CUSTOMIZATION_IN_USE",
      `Customization ${id} is used by ${used?.n} products.`,
      {
        assignedProductsCount: used?.n,
      },
    );
}

async function locked(tx: Queryable, id: string): Promise<Customization> {
  const current = await loadCustomization(tx, id, { forUpdate: true });
  if (!current) throw notFound("CUSTOMIZATION_NOT_FOUND", `No customization has id ${id}.`);
  return current;
}

const createCustomization: WriteEndpoint = {
  method: "POST",
  path: "/stores/v3/customizations",
  access: "write",
  async handle(input) {
    const given = parse(input.payload.customization, true);
    return inCatalogTransaction(input, async ({ tx, context }) => ({
      customization: await insertCustomization(
        tx,
        {
          id: randomUUID(),
          name: given.name,
          customizationType: given.customizationType,
          customizationRenderType: given.customizationRenderType,
          ...given.settings,
        },
        context.now,
      ),
    }));
  },
};

const updateCustomization: WriteEndpoint = {
  method: "PATCH",
  path: "/stores/v3/customizations/{customization.id}",
  access: "write",
  async handle(input) {
    const body = input.payload.customization as { id?: unknown } | undefined;
    const id = typeof body?.id === "string" ? body.id : "";
    if (id === "") throw invalidField("customization.id", "must not be empty", "REQUIRED_FIELD");
    return inCatalogTransaction(input, async ({ tx, context }) => {
      const current = await locked(tx, id);
      const given = parse(input.payload.customization, false, current);
      checkRevision("customization", given.revision, current.revision);
      await assertUnused(tx, id);
      const [row] = await tx.query<CustomizationRow>(
        `update v3_customizations e set name = $2, customization_type = $3, render_type = $4, settings = $5,
           revision = revision + 1, updated_date = $6 where e.id = $1 returning ${CUSTOMIZATION_COLUMNS}`,
        [
          id,
          given.name,
          given.customizationType,
          given.customizationRenderType,
          JSON.stringify(given.settings),
          context.now,
        ],
      );
      return { customization: row ? customizationOfRow(row) : undefined };
    });
  },
};

const deleteCustomization: WriteEndpoint = {
  method: "DELETE",
  path: "/stores/v3/customizations/{customizationId}",
  access: "write",
  async handle(input) {
    const id = input.payload.customizationId;
    if (typeof id !== "string" || id === "")
      throw invalidField("customizationId", "must not be empty", "REQUIRED_FIELD");
    return inCatalogTransaction(input, async ({ tx }) => {
      await locked(tx, id);
      await assertUnused(tx, id);
      await tx.query("delete from v3_customizations where id = $1", [id]);
      return {};
    });
  },
};

/** The customization write endpoints. */
export const customizationWriteEndpoints: WriteEndpoint[] = [
  createCustomization,
  updateCustomization,
  deleteCustomization,
];
