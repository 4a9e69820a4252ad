/**
 * Info section writes (merchant or app only): create (`uniqueName`, `title`,
 * `plainDescription`), get or create by unique name, update with the current `revision`, delete (products
 * listing the section drop it). Unique names are unique: a taken one is a 409
 * `INFO_SECTION_UNIQUE_NAME_ALREADY_EXISTS`.
 */
import { randomUUID } from "node:crypto";
import { InputChecks } from "../../catalog-core/model/input-checks.ts";
import { inCatalogTransaction } from "../../catalog-core/writes/catalog-transaction.ts";
import type { WriteEndpoint } from "../../catalog-core/writes/write-endpoint.ts";
import { ApplicationFailure, invalidField, notFound } from "../../errors.ts";
import { checkRevision } from "../model/revision.ts";
import { UNIQUE_VIOLATION } from "../store/product-rows.ts";
import { INFO_SECTION_COLUMNS, type InfoSectionEntity, insertInfoSection } from "./info-section-rows.ts";

const taken = (uniqueName: string) =>
  new ApplicationFailure(
    409,
    "INFO_SECTION_UNIQUE_NAME_ALREADY_EXISTS",
    `An info section named ${uniqueName} exists.`,
    {
      uniqueName,
    },
  );

function fields(value: unknown, creating: boolean) {
  const checks = new InputChecks();
  const body = checks.object(value, "infoSection", true) ?? {};
  const uniqueName = checks.string(body.uniqueName, "infoSection.uniqueName", {
    required: creating,
    maxLength: 100,
  });
  const title = checks.string(body.title, "infoSection.title", { required: creating, maxLength: 50 });
  const plainDescription = checks.string(body.plainDescription, "infoSection.plainDescription", {
    maxLength: 16_000,
  });
  const id = creating ? undefined : checks.string(body.id, "infoSection.id", { required: true });
  const revision = creating
    ? undefined
    : checks.string(
        typeof body.revision === "number" ? String(body.revision) : body.revision,
        "infoSection.revision",
        {
          required: true,
        },
      );
  checks.done();
  return { id, revision, uniqueName, title, plainDescription };
}

async function load(tx: Parameters<typeof insertInfoSection>[0], id: string): Promise<InfoSectionEntity> {
  const [row] = await tx.query<InfoSectionEntity>(
    `select ${INFO_SECTION_COLUMNS} from v3_info_sections e where e.id = $1 for update`,
    [id],
  );
  if (!row) throw notFound("INFO_SECTION_NOT_FOUND", `No info section has id ${id}.`);
  return row;
}

const createInfoSection: WriteEndpoint = {
  method: "POST",
  path: "/stores/v3/info-sections",
  access: "write",
  async handle(input) {
    const given = fields(input.payload.infoSection, true);
    return inCatalogTransaction(input, async ({ tx, context }) => {
      const infoSection = await insertInfoSection(tx, {
        id: randomUUID(),
        uniqueName: given.uniqueName ?? "",
        title: given.title ?? "",
        plainDescription: given.plainDescription ?? null,
        now: context.now,
      });
      if (!infoSection) throw taken(given.uniqueName ?? "");
      return { infoSection };
    });
  },
};

const getOrCreateInfoSection: WriteEndpoint = {
  method: "POST",
  path: "/stores/v3/info-sections/get-or-create",
  access: "write",
  async handle(input) {
    const given = fields(input.payload.infoSection, true);
    return inCatalogTransaction(input, async ({ tx, context }) => {
      const find = async () =>
        (
          await tx.query<InfoSectionEntity>(
            `select ${INFO_SECTION_COLUMNS} from v3_info_sections e where e.unique_name = $1`,
            [given.uniqueName],
          )
        )[0];
      const infoSection =
        (await find()) ??
        (await insertInfoSection(tx, {
          id: randomUUID(),
          uniqueName: given.uniqueName ?? "",
          title: given.title ?? "",
          plainDescription: given.plainDescription ?? null,
          now: context.now,
        })) ??
        (await find());
      return { infoSection };
    });
  },
};

const updateInfoSection: WriteEndpoint = {
  method: "PATCH",
  path: "/stores/v3/info-sections/{infoSection.id}",
  access: "write",
  async handle(input) {
    const given = fields(input.payload.infoSection, false);
    return inCatalogTransaction(input, async ({ tx, context }) => {
      const current = await load(tx, given.id ?? "");
      checkRevision("info section", given.revision, current.revision);
      try {
        const [infoSection] = await tx.query<InfoSectionEntity>(
          `update v3_info_sections e set unique_name = $2, title = $3, plain_description = $4, revision = revision + 1,
             updated_date = $5 where e.id = $1 returning ${INFO_SECTION_COLUMNS}`,
          [
            current.id,
            given.uniqueName ?? current.uniqueName,
            given.title ?? current.title,
            given.plainDescription !== undefined ? given.plainDescription : current.plainDescription,
            context.now,
          ],
        );
        return { infoSection };
      } catch (error) {
        if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw taken(given.uniqueName ?? "");
        throw error;
      }
    });
  },
};

const deleteInfoSection: WriteEndpoint = {
  method: "DELETE",
  path: "/stores/v3/info-sections/{infoSectionId}",
  access: "write",
  async handle(input) {
    const id = input.payload.infoSectionId;
    if (typeof id !== "string" || id === "")
      throw invalidField("infoSectionId", "must not be empty", "REQUIRED_FIELD");
    return inCatalogTransaction(input, async ({ tx }) => {
      await load(tx, id);
      await tx.query(
        `update v3_products set info_section_ids = array_remove(info_section_ids, $1),
           doc = jsonb_set(doc, '{infoSections}', coalesce(
             (select jsonb_agg(s) from jsonb_array_elements(doc->'infoSections') s where s->>'id' <> $1), '[]'::jsonb))
         where $1 = any(info_section_ids)`,
        [id],
      );
      await tx.query("delete from v3_info_sections where id = $1", [id]);
      return {};
    });
  },
};

/** The info section write endpoints. */
export const infoSectionWriteEndpoints: WriteEndpoint[] = [
  createInfoSection,
  getOrCreateInfoSection,
  updateInfoSection,
  deleteInfoSection,
];
