/**
 * A product's media: the gallery with a remove button per item, adding an item by URL or by
 * uploading an image (through the Media Manager, see `media-upload.ts`), and linking an item to
 * option choices (the shop then shows it for that choice).
 */
import type { Product } from "@vitrine/sdk/catalog";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { errorMessage, fieldError, formErrorsOf } from "../../components/forms/form-errors.ts";
import { TextField } from "../../components/forms/form-field.tsx";
import { FormMessage } from "../../components/forms/form-message.tsx";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { uploadImage } from "../../lib/dashboard/media-upload.ts";
import { addProductMedia, removeProductMedia, showMediaForChoice } from "../../lib/dashboard/products.ts";
import { useCatalogWrite } from "../use-catalog-write.ts";

/** A choice a media item can be linked to. */
interface ChoiceRef {
  option: string;
  choice: string;
}

/** Props of {@link MediaManager}. */
export interface MediaManagerProps {
  product: Product;
}

/** The choices whose media include `mediaId`. */
function linkedChoices(product: Product, mediaId: string): ChoiceRef[] {
  return (product.productOptions ?? []).flatMap((option) =>
    (option.choices ?? [])
      .filter((choice) => choice.media?.items?.some((item) => item.id === mediaId))
      .map((choice) => ({ option: option.name ?? "", choice: choice.description ?? "" })),
  );
}

/** Manages a product's media. */
export function MediaManager({ product }: MediaManagerProps) {
  const client = useAdminClient();
  const id = product.id ?? "";
  const [url, setUrl] = useState("");
  const [notice, setNotice] = useState<string>();
  const add = useCatalogWrite((source: string) => addProductMedia(client, id, source));
  const upload = useCatalogWrite(async (file: File) => {
    const { url: uploaded } = await uploadImage(client, file);
    return addProductMedia(client, id, uploaded);
  });
  const remove = useCatalogWrite((mediaId: string) => removeProductMedia(client, id, mediaId));
  const link = useCatalogWrite(({ mediaId, to }: { mediaId: string; to: ChoiceRef }) =>
    showMediaForChoice(client, id, mediaId, to, true),
  );
  const unlink = useCatalogWrite(({ mediaId, from }: { mediaId: string; from: ChoiceRef }) =>
    showMediaForChoice(client, id, mediaId, from, false),
  );
  const addErrors = formErrorsOf(add.error, undefined, (path) => path.startsWith("media"));
  const otherError = [remove.error, link.error, unlink.error].find(Boolean);
  const items = product.media?.items ?? [];
  const choices: ChoiceRef[] = (product.productOptions ?? []).flatMap((option) =>
    (option.choices ?? []).map((choice) => ({ option: option.name ?? "", choice: choice.description ?? "" })),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(undefined);
    add.mutate(url.trim(), {
      onSuccess: () => {
        setUrl("");
        setNotice("Media added.");
      },
    });
  }

  function uploadSelected(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setNotice(undefined);
    upload.mutate(file, {
      onSuccess: () => setNotice("Image uploaded."),
      onSettled: () => {
        input.value = "";
      },
    });
  }

  return (
    <section className="admin-card" aria-labelledby="media-title">
      <h2 id="media-title">Media</h2>
      <FormMessage error={otherError ? formErrorsOf(otherError).message : undefined} success={notice} />
      {items.length === 0 ? <p className="field__hint">No media yet.</p> : null}
      <ul className="media-list">
        {items.map((item, index) => {
          const mediaId = item.id ?? "";
          const name = item.title || `Media ${index + 1}`;
          const linked = linkedChoices(product, mediaId);
          return (
            <li key={mediaId} className="media-item" data-testid="media-item">
              <img
                src={item.thumbnail?.url ?? item.image?.url}
                alt={`${name} of ${product.name ?? "the product"}`}
                width={80}
                height={80}
                loading="lazy"
              />
              <div className="media-item__body">
                <p className="media-item__name">
                  {name} {item.mediaType === "video" ? "(video)" : null}
                </p>
                {linked.map((ref) => (
                  <p key={`${ref.option}:${ref.choice}`} className="media-item__link">
                    Shown for {ref.option}: {ref.choice}{" "}
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => unlink.mutate({ mediaId, from: ref })}
                    >
                      Unlink
                    </button>
                  </p>
                ))}
                <div className="media-item__actions">
                  {choices.length > 0 ? (
                    <label className="media-item__assign">
                      <span className="visually-hidden">Show {name} for a choice</span>
                      <select
                        className="input"
                        value=""
                        onChange={(e) => {
                          const to = choices[Number(e.target.value)];
                          if (to) link.mutate({ mediaId, to });
                        }}
                      >
                        <option value="">Show for a choice…</option>
                        {choices.map((ref, i) => (
                          <option key={`${ref.option}:${ref.choice}`} value={i}>
                            {ref.option}: {ref.choice}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : null}
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => remove.mutate(mediaId)}
                  >
                    Remove {name}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <form className="media-add" onSubmit={submit} noValidate>
        <TextField
          label="Add media by URL"
          type="url"
          placeholder="https://…/photo.jpg"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={fieldError(addErrors, "media")}
          hint="Images, or videos (.mp4, .webm)."
        />
        <button
          type="submit"
          className="button button--secondary"
          disabled={add.isPending || url.trim() === ""}
        >
          Add media
        </button>
      </form>
      {addErrors.message && !fieldError(addErrors, "media") ? (
        <FormMessage error={addErrors.message} />
      ) : null}
      <TextField
        label="Upload an image"
        type="file"
        accept="image/*"
        className="media-upload"
        disabled={upload.isPending}
        onChange={uploadSelected}
        error={upload.error ? errorMessage(upload.error) : undefined}
        hint={upload.isPending ? "Uploading…" : "JPEG, PNG, GIF or WebP, at most 10 MB."}
      />
    </section>
  );
}
