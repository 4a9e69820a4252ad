/**
 * The `fields` of the category calls on the v3 demo store: without them a
 * category has no description, breadcrumbs or rich description; each one asked
 * for is served, on get, get by slug, query, search, create, update and
 * visibility; a plain description gives a minimal rich document, a stored rich
 * description is served as stored; an unknown value is a 400 on `fields[i]`
 * that changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startV3App, type V3App } from "./support/v3-app.ts";

const TREE = { appNamespace: "@wix/stores" };
const TREE_QUERY = "treeReference.appNamespace=@wix/stores";

let t: V3App;
beforeEach(async () => {
  t = await startV3App();
});
afterEach(() => t.close());

type Category = Record<string, unknown> & { id: string; slug: string; revision: string };

/** Creates a subcategory "Polo" (with a description) under "Shirts", asking for no fields. */
async function createPolo(): Promise<{ parent: Category; polo: Category }> {
  const created = async (category: Record<string, unknown>) => {
    const answer = await t.merchant("POST", "/categories/v1/categories", { category, treeReference: TREE });
    expect(answer.status).toBe(200);
    return answer.body.category as Category;
  };
  const parent = await created({ name: "Shirts" });
  const polo = await created({
    name: "Polo",
    description: "Short sleeves\nPiqué cotton",
    parentCategory: { id: parent.id },
  });
  return { parent, polo };
}

const optionalParts = (category: Record<string, unknown>) => ({
  description: category.description,
  breadcrumbsInfo: category.breadcrumbsInfo,
  richContentDescription: category.richContentDescription,
});

const NONE = { description: undefined, breadcrumbsInfo: undefined, richContentDescription: undefined };

describe("category fields", () => {
  it("leaves out description and breadcrumbs without fields, on every read and write", async () => {
    const { polo } = await createPolo();
    expect(optionalParts(polo)).toEqual(NONE);
    const byId = await t.read("GET", `/categories/v1/categories/${polo.id}?${TREE_QUERY}`);
    const bySlug = await t.read("GET", `/categories/v1/categories/slug/${polo.slug}?${TREE_QUERY}`);
    const query = await t.read("POST", "/categories/v1/categories/query", {
      query: { filter: { id: polo.id } },
      treeReference: TREE,
    });
    const search = await t.read("POST", "/categories/v1/categories/search", {
      search: { search: { expression: "polo" } },
      treeReference: TREE,
    });
    const updated = await t.merchant("PATCH", `/categories/v1/categories/${polo.id}`, {
      category: { id: polo.id, revision: polo.revision, name: "Polo Shirts" },
      treeReference: TREE,
    });
    const hidden = await t.merchant("PATCH", "/categories/v1/categories/visibility", {
      categoryId: polo.id,
      visible: false,
      revision: (updated.body.category as Category).revision,
      treeReference: TREE,
    });
    for (const answer of [byId, bySlug, updated, hidden]) {
      expect(answer.status).toBe(200);
      expect(optionalParts(answer.body.category as Category)).toEqual(NONE);
    }
    for (const answer of [query, search]) {
      expect(answer.status).toBe(200);
      const categories = answer.body.categories as Category[];
      expect(categories.map((c) => c.id)).toEqual([polo.id]);
      expect(optionalParts(categories[0] ?? { id: "", slug: "", revision: "" })).toEqual(NONE);
    }
  });

  it("serves each field asked for: flat GET parameters, JSON lists, writes' answers", async () => {
    const { parent, polo } = await createPolo();
    const crumbs = {
      breadcrumbs: [{ categoryId: parent.id, categoryName: "Shirts", categorySlug: "shirts" }],
    };
    const rich = {
      nodes: [
        {
          type: "PARAGRAPH",
          id: "p0",
          nodes: [{ type: "TEXT", id: "", nodes: [], textData: { text: "Short sleeves", decorations: [] } }],
          paragraphData: {},
        },
        {
          type: "PARAGRAPH",
          id: "p1",
          nodes: [{ type: "TEXT", id: "", nodes: [], textData: { text: "Piqué cotton", decorations: [] } }],
          paragraphData: {},
        },
      ],
    };

    const description = await t.read(
      "GET",
      `/categories/v1/categories/${polo.id}?${TREE_QUERY}&fields=DESCRIPTION`,
    );
    expect(optionalParts(description.body.category as Category)).toEqual({
      ...NONE,
      description: "Short sleeves\nPiqué cotton",
    });
    const all = await t.read(
      "GET",
      `/categories/v1/categories/slug/${polo.slug}?${TREE_QUERY}&fields=BREADCRUMBS_INFO&fields=RICH_CONTENT_DESCRIPTION&fields=DESCRIPTION`,
    );
    expect(optionalParts(all.body.category as Category)).toEqual({
      description: "Short sleeves\nPiqué cotton",
      breadcrumbsInfo: crumbs,
      richContentDescription: rich,
    });

    const query = await t.read("POST", "/categories/v1/categories/query", {
      query: { filter: { id: { $in: [parent.id, polo.id] } }, sort: [{ fieldName: "name", order: "DESC" }] },
      treeReference: TREE,
      fields: ["BREADCRUMBS_INFO"],
    });
    expect((query.body.categories as Category[]).map(optionalParts)).toEqual([
      { ...NONE, breadcrumbsInfo: { breadcrumbs: [] } },
      { ...NONE, breadcrumbsInfo: crumbs },
    ]);
    const search = await t.read("POST", "/categories/v1/categories/search", {
      search: { search: { expression: "sleeves" } },
      treeReference: TREE,
      fields: ["DESCRIPTION"],
    });
    expect((search.body.categories as Category[]).map((c) => c.description)).toEqual([
      "Short sleeves\nPiqué cotton",
    ]);

    const updated = await t.merchant("PATCH", `/categories/v1/categories/${polo.id}`, {
      category: { id: polo.id, revision: polo.revision, description: "Knitted" },
      treeReference: TREE,
      fields: ["DESCRIPTION", "BREADCRUMBS_INFO"],
    });
    expect(optionalParts(updated.body.category as Category)).toEqual({
      ...NONE,
      description: "Knitted",
      breadcrumbsInfo: crumbs,
    });
    const hidden = await t.merchant("PATCH", "/categories/v1/categories/visibility", {
      categoryId: polo.id,
      visible: false,
      revision: (updated.body.category as Category).revision,
      treeReference: TREE,
      fields: ["DESCRIPTION"],
    });
    expect((hidden.body.category as Category).description).toBe("Knitted");
    const created = await t.merchant("POST", "/categories/v1/categories", {
      category: { name: "Caps", description: "Flat peaks" },
      treeReference: TREE,
      fields: ["DESCRIPTION", "BREADCRUMBS_INFO"],
    });
    expect(optionalParts(created.body.category as Category)).toEqual({
      ...NONE,
      description: "Flat peaks",
      breadcrumbsInfo: { breadcrumbs: [] },
    });
  });

  it("serves a stored rich description as stored, and none for a category without descriptions", async () => {
    const stored = {
      nodes: [
        {
          type: "HEADING",
          id: "h1",
          nodes: [{ type: "TEXT", id: "", nodes: [], textData: { text: "Hats", decorations: [] } }],
          headingData: { level: 2 },
        },
      ],
    };
    const created = await t.merchant("POST", "/categories/v1/categories", {
      category: { name: "Hats", description: "Sun hats", richContentDescription: stored },
      treeReference: TREE,
      fields: ["RICH_CONTENT_DESCRIPTION"],
    });
    expect(created.status).toBe(200);
    expect(optionalParts(created.body.category as Category)).toEqual({
      ...NONE,
      richContentDescription: stored,
    });
    const bare = await t.merchant("POST", "/categories/v1/categories", {
      category: { name: "Socks" },
      treeReference: TREE,
      fields: ["RICH_CONTENT_DESCRIPTION", "DESCRIPTION"],
    });
    expect(optionalParts(bare.body.category as Category)).toEqual(NONE);
  });

  it("refuses an unknown field with a 400 on fields[i], changing nothing", async () => {
    const { polo } = await createPolo();
    const expectRefused = (answer: { status: number; body: { details?: unknown } }, field: string) => {
      expect(answer.status).toBe(400);
      expect(answer.body.details).toMatchObject({
        validationError: { fieldViolations: [{ field, violatedRule: "INVALID_ENUM_VALUE" }] },
      });
    };
    expectRefused(
      await t.read("GET", `/categories/v1/categories/${polo.id}?${TREE_QUERY}&fields=DESCRIPTION&fields=URL`),
      "fields[1]",
    );
    expectRefused(
      await t.read("GET", `/categories/v1/categories/slug/${polo.slug}?${TREE_QUERY}&fields=description`),
      "fields[0]",
    );
    expectRefused(
      await t.read("POST", "/categories/v1/categories/query", {
        treeReference: TREE,
        fields: ["ITEM_COUNTER"],
      }),
      "fields[0]",
    );
    expectRefused(
      await t.read("POST", "/categories/v1/categories/search", { treeReference: TREE, fields: [7] }),
      "fields[0]",
    );
    const before = await t.db.query("select id, doc, revision::text from v3_categories order by id");
    expectRefused(
      await t.merchant("POST", "/categories/v1/categories", {
        category: { name: "Caps" },
        treeReference: TREE,
        fields: ["DESCRIPTION", "BREADCRUMBS"],
      }),
      "fields[1]",
    );
    expectRefused(
      await t.merchant("PATCH", `/categories/v1/categories/${polo.id}`, {
        category: { id: polo.id, revision: polo.revision, name: "Renamed" },
        treeReference: TREE,
        fields: ["NAME"],
      }),
      "fields[0]",
    );
    expectRefused(
      await t.merchant("PATCH", "/categories/v1/categories/visibility", {
        categoryId: polo.id,
        visible: false,
        revision: polo.revision,
        treeReference: TREE,
        fields: ["VISIBLE"],
      }),
      "fields[0]",
    );
    expect(await t.db.query("select id, doc, revision::text from v3_categories order by id")).toEqual(before);
  });
});
